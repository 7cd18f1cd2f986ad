CREATE TABLE "postal_code_catalogue" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A catalogue loaded before this table existed: the full SEPOMEX file has about 145 000 settlements, the sample a hundred.
INSERT INTO "postal_code_catalogue" ("source") SELECT CASE WHEN count(*) > 10000 THEN 'sepomex' ELSE 'sample' END FROM "postal_codes" HAVING count(*) > 0;
