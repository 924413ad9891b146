-- Transactional outbox, e-mail and webhook delivery (issue #30, docs/decisions/022). Business events are written in
-- the transaction of their change; the job runner (pg-boss, in its own "pgboss" schema it migrates itself) only
-- ever sees committed events.
CREATE TABLE "OutboxEvent" (
    "id" BIGSERIAL NOT NULL,
    "eventId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "resourceType" TEXT NOT NULL,
    "resourceId" UUID NOT NULL,
    "sequence" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatchedAt" TIMESTAMP(3),
    CONSTRAINT "OutboxEvent_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "OutboxEvent_eventId_key" ON "OutboxEvent"("eventId");
CREATE UNIQUE INDEX "OutboxEvent_resourceType_resourceId_sequence_key" ON "OutboxEvent"("resourceType", "resourceId", "sequence");
-- The dispatcher's scan: only what is still waiting (stays small however long the history grows).
CREATE INDEX "OutboxEvent_waiting_idx" ON "OutboxEvent"("id") WHERE "dispatchedAt" IS NULL;

CREATE TABLE "OutboxSequence" (
    "resourceType" TEXT NOT NULL,
    "resourceId" UUID NOT NULL,
    "last" INTEGER NOT NULL,
    CONSTRAINT "OutboxSequence_pkey" PRIMARY KEY ("resourceType", "resourceId")
);

CREATE TABLE "WebhookEndpoint" (
    "id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT,
    "eventTypes" TEXT[],
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "WebhookDelivery" (
    "id" UUID NOT NULL,
    "endpointId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "eventType" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "responseStatus" INTEGER,
    "durationMs" INTEGER,
    "responseExcerpt" TEXT,
    "lastAttemptAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "WebhookDelivery_endpointId_eventId_key" ON "WebhookDelivery"("endpointId", "eventId");
CREATE INDEX "WebhookDelivery_endpointId_createdAt_idx" ON "WebhookDelivery"("endpointId", "createdAt");
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
