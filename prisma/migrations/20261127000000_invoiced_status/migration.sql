-- An order item's "PAID" meant "invoiced" (stock reserved, invoice issued), while a purchase order's PAID means
-- money received: one word, two meanings, and buyers read "Paid" on lines nobody had paid (issue #26 item 2,
-- issue #27). The item status is renamed; rows, history and constraints follow the enum value (PostgreSQL keeps
-- them by the value's identity, not its label).
ALTER TYPE "OrderStatus" RENAME VALUE 'PAID' TO 'INVOICED';
