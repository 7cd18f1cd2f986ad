ALTER TABLE "denominations" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "denominations" ADD COLUMN "refusal_note" text;