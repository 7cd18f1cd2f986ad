CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"friendly_id" text NOT NULL,
	"name" text,
	"company_type" text NOT NULL,
	"type_society" text,
	"company_package" text,
	"commissary" text,
	"fiscal_residence" text,
	"rfc" text,
	"description" text,
	"web_site" text,
	"last_payment_link_at" timestamp with time zone,
	"legal_name" text,
	"timer" text,
	"shipping_delivery" text,
	"date_signature" timestamp with time zone,
	"shipping_address" text,
	"status_federal_registration" text,
	"will_hire" boolean,
	"update_constitutive" boolean,
	"company_goal" text,
	"subsidiary" boolean,
	"company_activity" jsonb,
	"contact_phone" text,
	"contact_email" text,
	"contact_country" jsonb,
	"weetrust_id" text,
	"rfc_later" boolean DEFAULT false NOT NULL,
	"testimony" boolean DEFAULT false NOT NULL,
	"redirected_banks" boolean DEFAULT false NOT NULL,
	"amazon_customer" boolean DEFAULT false NOT NULL,
	"appointment_type_efirma" boolean DEFAULT false NOT NULL,
	"legal_representation" boolean DEFAULT false NOT NULL,
	"has_unique_administrator" boolean,
	"name_authorization" boolean DEFAULT false NOT NULL,
	"flag_data_banking_service" boolean DEFAULT false NOT NULL,
	"not_interested_banks" boolean DEFAULT false NOT NULL,
	"trademark_registration_later" boolean DEFAULT false NOT NULL,
	"expedient_completed" boolean DEFAULT false NOT NULL,
	"delivery_completed" boolean DEFAULT false NOT NULL,
	"reset_denominations" boolean DEFAULT false NOT NULL,
	"acknowledgment_meet" boolean DEFAULT false NOT NULL,
	"partners_has_documents_completed" boolean DEFAULT false NOT NULL,
	"commissary_has_documents_completed" boolean DEFAULT false NOT NULL,
	"beta_accounting" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_business_twists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_business_twists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"business_twist_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denominations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "denominations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_business_twists" ADD CONSTRAINT "company_business_twists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denominations" ADD CONSTRAINT "denominations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_friendly_id_unique" ON "companies" USING btree ("friendly_id");--> statement-breakpoint
CREATE INDEX "companies_user_idx" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_business_twists_company_idx" ON "company_business_twists" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "denominations_company_idx" ON "denominations" USING btree ("company_id");