-- The municipality and state the founder states as the articles' social domicile when the SEPOMEX catalogue
-- cannot place the postal code of the fiscal address; null: none stated.
ALTER TABLE "companies" ADD COLUMN "domicile_municipality" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domicile_state" text;
