-- The admin order list (ORDER BY "createdAt" DESC, "id" DESC LIMIT n) read every row and sorted them;
-- with this index it reads only the page. GET /userOrder?email= filters on "userEmail".
-- DropIndex
DROP INDEX "OrderItem_createdAt_idx";

-- CreateIndex
CREATE INDEX "OrderItem_createdAt_id_idx" ON "OrderItem"("createdAt", "id");

-- CreateIndex
CREATE INDEX "OrderItem_userEmail_idx" ON "OrderItem"("userEmail");
