-- A shipping method may be limited to chosen companies (docs/decisions/123): a method with no rows here is offered to
-- every company, as before; one with rows is offered, defaulted and accepted only for buyers of those companies.
CREATE TABLE "ShippingMethodCompany" (
  "shippingMethodId" UUID NOT NULL,
  "companyId" UUID NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "ShippingMethodCompany_pkey" PRIMARY KEY ("shippingMethodId", "companyId"),
  CONSTRAINT "ShippingMethodCompany_shippingMethodId_fkey" FOREIGN KEY ("shippingMethodId") REFERENCES "ShippingMethod"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ShippingMethodCompany_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "ShippingMethodCompany_companyId_idx" ON "ShippingMethodCompany"("companyId");
