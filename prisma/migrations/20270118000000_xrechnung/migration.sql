-- XRechnung (docs/decisions/102): a company may take it by e-mail in either syntax, and sets the buyer reference
-- (BT-10, a German authority's Leitweg-ID) its e-invoices carry.
ALTER TABLE "Company" ADD COLUMN "buyerReference" TEXT,
  DROP CONSTRAINT "Company_eInvoiceFormat_check",
  ADD CONSTRAINT "Company_eInvoiceFormat_check" CHECK ("eInvoiceFormat" IN ('UBL', 'CII', 'FACTUR_X', 'XRECHNUNG_UBL', 'XRECHNUNG_CII'));
