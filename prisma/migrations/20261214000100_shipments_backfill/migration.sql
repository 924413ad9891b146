-- Orders moved before shipments existed (docs/decisions/061): their shipped lines become shipments, so every
-- order's fulfilment follows its shipments from now on. Lines of a cancelled order or a cancelled item count as
-- cancelled before shipping. The shipped lines of an order become one shipment (two when some were delivered and
-- others not), carrier 'Not recorded', shipped and delivered when the order's events say (else its last change).
-- In a migration of its own: PARTLY_SHIPPED, added by the one before, can be used only once that one committed.
UPDATE "InvoiceLine" l SET "cancelledQuantity" = l."quantity"
FROM "PurchaseOrder" po
WHERE po."id" = l."purchaseOrderId"
  AND (po."fulfilmentStatus" = 'CANCELLED' OR EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."id" = l."orderItemId" AND i."status" = 'CANCELLED'));

WITH shipped AS (
  SELECT l."id" AS line_id, l."purchaseOrderId" AS po_id, l."quantity" AS qty,
         COALESCE(i."status" = 'DELIVERED', po."fulfilmentStatus" = 'DELIVERED') AS delivered
  FROM "InvoiceLine" l
  JOIN "PurchaseOrder" po ON po."id" = l."purchaseOrderId"
  LEFT JOIN "OrderItem" i ON i."id" = l."orderItemId"
  WHERE l."cancelledQuantity" = 0
    AND (i."status" IN ('SHIPPED', 'DELIVERED') OR (i."id" IS NULL AND po."fulfilmentStatus" IN ('SHIPPED', 'DELIVERED')))
), groups AS (
  SELECT po_id, delivered, row_number() OVER (PARTITION BY po_id ORDER BY delivered DESC)::int AS n
  FROM (SELECT DISTINCT po_id, delivered FROM shipped) g
), made AS (
  INSERT INTO "Shipment" ("purchaseOrderId", "number", "carrier", "service", "shippedAt", "deliveredAt", "createdByEmail")
  SELECT g.po_id, g.n, 'Not recorded', '',
         COALESCE((SELECT min(e."createdAt") FROM "PurchaseOrderEvent" e WHERE e."purchaseOrderId" = po."id" AND e."kind" = 'SHIPPED'), po."updatedAt"),
         CASE WHEN g.delivered THEN GREATEST(
           COALESCE((SELECT min(e."createdAt") FROM "PurchaseOrderEvent" e WHERE e."purchaseOrderId" = po."id" AND e."kind" = 'SHIPPED'), po."updatedAt"),
           COALESCE((SELECT max(e."createdAt") FROM "PurchaseOrderEvent" e WHERE e."purchaseOrderId" = po."id" AND e."kind" = 'DELIVERED'), po."updatedAt")) END,
         'migration'
  FROM groups g JOIN "PurchaseOrder" po ON po."id" = g.po_id
  RETURNING "id", "purchaseOrderId", "deliveredAt"
)
INSERT INTO "ShipmentLine" ("shipmentId", "invoiceLineId", "quantity")
SELECT m."id", s.line_id, s.qty FROM made m JOIN shipped s ON s.po_id = m."purchaseOrderId" AND s.delivered = (m."deliveredAt" IS NOT NULL);

UPDATE "PurchaseOrder" po SET "fulfilmentStatus" = 'PARTLY_SHIPPED'
WHERE po."fulfilmentStatus" = 'UNFULFILLED' AND EXISTS (SELECT 1 FROM "Shipment" s WHERE s."purchaseOrderId" = po."id");
