-- Customer groups (docs/decisions/081): named groups of companies that price lists are given to at once. A company's
-- lists are those given to it and those given to any of its groups.
CREATE TABLE "CustomerGroup" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "name" TEXT NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "CustomerGroup_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "CustomerGroup_name_key" ON "CustomerGroup"("name");

CREATE TABLE "CustomerGroupCompany" (
  "groupId" UUID NOT NULL,
  "companyId" UUID NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "CustomerGroupCompany_pkey" PRIMARY KEY ("groupId", "companyId"),
  CONSTRAINT "CustomerGroupCompany_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "CustomerGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "CustomerGroupCompany_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "CustomerGroupCompany_companyId_idx" ON "CustomerGroupCompany"("companyId");

CREATE TABLE "PriceListGroup" (
  "priceListId" UUID NOT NULL,
  "groupId" UUID NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PriceListGroup_pkey" PRIMARY KEY ("priceListId", "groupId"),
  CONSTRAINT "PriceListGroup_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PriceListGroup_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "CustomerGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "PriceListGroup_groupId_idx" ON "PriceListGroup"("groupId");

-- Who grouped which companies, and gave which lists to a group, is kept in the audit trail like the lists themselves.
SELECT "gluegun_audit_table"('CustomerGroup');
SELECT "gluegun_audit_table"('CustomerGroupCompany', '{}', '{}', '{groupId,companyId}');
SELECT "gluegun_audit_table"('PriceListGroup', '{}', '{}', '{priceListId,groupId}');
