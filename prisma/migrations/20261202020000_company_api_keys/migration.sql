-- Company API keys (issue #31 item 1): a key a company admin creates is limited to their company. It acts as its
-- creator inside that company and stops working once the creator is no longer a company admin of it (checked on
-- every request, server/src/auth/api-key.ts). Null = a shop key (created by a shop admin).
ALTER TABLE "ApiKey" ADD COLUMN "companyId" UUID;
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- The company's keys page by page, newest first (issue #31 item 2); the shop's list seeks on (createdAt, id).
CREATE INDEX "ApiKey_companyId_createdAt_idx" ON "ApiKey"("companyId", "createdAt");
CREATE INDEX "ApiKey_createdAt_id_idx" ON "ApiKey"("createdAt", "id");
-- Keysets of the remaining lists' cursor pages (issue #31 item 2): webhook endpoints, statement lines by status or
-- statement in import order. (Deliveries, companies, invitations and approval requests already seek on theirs.)
CREATE INDEX "WebhookEndpoint_createdAt_id_idx" ON "WebhookEndpoint"("createdAt", "id");
CREATE INDEX "BankStatementLine_status_createdAt_idx" ON "BankStatementLine"("status", "createdAt");
CREATE INDEX "BankStatementLine_statementId_createdAt_idx" ON "BankStatementLine"("statementId", "createdAt");
