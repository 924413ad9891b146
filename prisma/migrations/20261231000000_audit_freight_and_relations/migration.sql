-- Shipping methods and related items are the shop's own settings, changed by its admins: who changed which is kept
-- in the audit trail (decision 060) like the catalog's other links and the price lists.
SELECT "gluegun_audit_table"('ShippingMethod');
SELECT "gluegun_audit_table"('ProductRelation', '{}', '{}', '{productId,kind,relatedId}');
