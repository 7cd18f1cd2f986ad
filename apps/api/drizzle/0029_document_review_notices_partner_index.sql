-- Every foreign key is indexed by its leading column (db/indexes.test.ts): deleting a partner must not scan the
-- pending review notices.
CREATE INDEX "document_review_notices_partner_idx" ON "document_review_notices" USING btree ("partner_id");