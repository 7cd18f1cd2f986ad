CREATE TABLE "company_se_signatures" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"ready_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_by" bigint
);
--> statement-breakpoint
ALTER TABLE "company_se_signatures" ADD CONSTRAINT "company_se_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_se_signatures" ADD CONSTRAINT "company_se_signatures_ready_by_users_id_fk" FOREIGN KEY ("ready_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_se_signatures_ready_by_idx" ON "company_se_signatures" USING btree ("ready_by");