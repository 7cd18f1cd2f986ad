CREATE TABLE "document_review_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_review_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"partner_id" bigint,
	"approved" boolean NOT NULL,
	"category" text,
	"note" text,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_review_notices" ADD CONSTRAINT "document_review_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_review_notices" ADD CONSTRAINT "document_review_notices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_review_notices_job_idx" ON "document_review_notices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "document_review_notices_company_idx" ON "document_review_notices" USING btree ("company_id","id");