ALTER TABLE "company_notes" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "company_notes" ADD CONSTRAINT "company_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_notes_order_idx" ON "company_notes" USING btree ("order_id","created_at");