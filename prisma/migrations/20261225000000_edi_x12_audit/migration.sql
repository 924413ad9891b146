-- Who set or changed a company's ISA sender is kept in the audit trail (decision 060) like its other settings; the
-- EDI documents themselves are the record of what came and went, so they carry no trigger.
SELECT "gluegun_audit_table"('EdiPartner');
