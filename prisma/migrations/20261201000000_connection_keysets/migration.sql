-- Keyset indexes for the cursor pages of users and reviews (issue #31 item 2, docs/decisions/029-cursor-pages.md).
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");
CREATE INDEX "Review_createdAt_id_idx" ON "Review"("createdAt", "id");
