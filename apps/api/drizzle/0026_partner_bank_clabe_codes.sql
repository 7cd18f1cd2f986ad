-- A partner bank's accounts may start their CLABE with more than one ABM code (BBVA: 012 and 812; Fondeadora:
-- 699, and 646 of STP on accounts opened through STP). The one code becomes a list; the two seeded banks get
-- their other codes.
ALTER TABLE "partner_banks" ADD COLUMN "clabe_bank_codes" text[];--> statement-breakpoint
UPDATE "partner_banks" SET "clabe_bank_codes" = ARRAY["clabe_bank_code"];--> statement-breakpoint
UPDATE "partner_banks" SET "clabe_bank_codes" = ARRAY['012', '812'] WHERE "key" = 'bbva' AND "clabe_bank_code" = '012';--> statement-breakpoint
UPDATE "partner_banks" SET "clabe_bank_codes" = ARRAY['699', '646'] WHERE "key" = 'fondeadora' AND "clabe_bank_code" = '699';--> statement-breakpoint
ALTER TABLE "partner_banks" ALTER COLUMN "clabe_bank_codes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_banks" DROP COLUMN "clabe_bank_code";
