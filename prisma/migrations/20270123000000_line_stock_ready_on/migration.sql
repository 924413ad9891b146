-- The day a backordered line's last units were taken from stock (docs/decisions/110): its lead time counts from that
-- day when its promise is worked out again. Null: every unit was in stock at checkout (it counts from the order's day).
ALTER TABLE "InvoiceLine" ADD COLUMN "stockReadyOn" DATE;
