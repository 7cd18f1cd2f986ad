CREATE TABLE "support_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"category_key" text NOT NULL,
	"subcategory_key" text,
	"main_category" text NOT NULL,
	"request_type" text NOT NULL,
	"message" text NOT NULL,
	"conversation_before_issue" jsonb,
	"status" text DEFAULT 'Pendiente' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"user_name" text,
	"user_phone" text,
	"company_name" text,
	"friendly_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_user_company_idx" ON "support_requests" USING btree ("user_id","company_id");