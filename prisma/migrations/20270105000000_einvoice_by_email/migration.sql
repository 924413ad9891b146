-- A company's choice of e-invoice with its invoice and credit note e-mails, and where they go (docs/decisions/086).
ALTER TABLE "Company" ADD COLUMN "eInvoiceFormat" TEXT,
  ADD COLUMN "eInvoiceEmail" TEXT,
  ADD CONSTRAINT "Company_eInvoiceFormat_check" CHECK ("eInvoiceFormat" IN ('UBL', 'CII', 'FACTUR_X')),
  ADD CONSTRAINT "Company_eInvoiceEmail_needs_format" CHECK ("eInvoiceEmail" IS NULL OR "eInvoiceFormat" IS NOT NULL);
