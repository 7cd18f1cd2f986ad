ALTER TABLE "bills" ADD COLUMN "cfdi_status" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_provider" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_provider_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_uuid" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_xml_key" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_pdf_key" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cfdi_error" text;--> statement-breakpoint
-- Bills paid with billing data before CFDIs were issued: issue theirs now, as the receipt promised.
UPDATE "bills" SET "cfdi_status" = 'pending' WHERE "billing" IS NOT NULL;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "run_at", "created_at") SELECT 'issue-cfdi', jsonb_build_object('bill_id', "id"), now(), now() FROM "bills" WHERE "billing" IS NOT NULL;
