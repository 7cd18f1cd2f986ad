ALTER TABLE "company_deeds" ALTER COLUMN "notary_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_deeds" ALTER COLUMN "notary_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_deeds" ALTER COLUMN "notary_city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_deeds" ALTER COLUMN "volume" DROP NOT NULL;