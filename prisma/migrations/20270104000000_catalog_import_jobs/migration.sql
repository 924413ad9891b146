-- Catalog imports as background jobs (docs/decisions/085): the file stays in the memory of the process running it;
-- a job cut short by a restart is told apart from one still running by its heartbeat, and is never left half-silent.
CREATE TYPE "CatalogImportStatus" AS ENUM ('QUEUED', 'CHECKING', 'WRITING', 'DONE', 'REFUSED', 'FAILED');

CREATE TABLE "CatalogImportJob" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "status" "CatalogImportStatus" NOT NULL DEFAULT 'QUEUED',
  "apply" BOOLEAN NOT NULL,
  "fileName" TEXT NOT NULL DEFAULT '',
  "rowsTotal" INTEGER NOT NULL DEFAULT 0,
  "rowsChecked" INTEGER NOT NULL DEFAULT 0,
  "rowsWritten" INTEGER NOT NULL DEFAULT 0,
  "created" INTEGER NOT NULL DEFAULT 0,
  "updated" INTEGER NOT NULL DEFAULT 0,
  "unchanged" INTEGER NOT NULL DEFAULT 0,
  "refused" INTEGER NOT NULL DEFAULT 0,
  "errorFile" TEXT,
  "message" TEXT,
  "createdById" UUID,
  "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "CatalogImportJob_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "CatalogImportJob_createdAt_idx" ON "CatalogImportJob"("createdAt");

-- A job's start, end and outcome are in the audit trail; its error file is not copied there, and the
-- progress ticks are not recorded.
SELECT "gluegun_audit_table"('CatalogImportJob', '{errorFile}', '{heartbeatAt,rowsChecked,rowsWritten}');
