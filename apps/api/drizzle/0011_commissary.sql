CREATE TABLE "commissaries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"rfc" text,
	"user_id" bigint,
	"forja_commissary_id" bigint,
	"relationship" jsonb,
	"invitation_token_hash" text,
	"invitation_expires_at" timestamp with time zone,
	"invitation_used_at" timestamp with time zone,
	"invitation_sent_at" timestamp with time zone,
	"identity_status" text,
	"identity_provider" text,
	"identity_reference" text,
	"identity_check_at" timestamp with time zone,
	"identity_back_key" text,
	"identity_back_content_type" text,
	"identity_video_key" text,
	"is_metamap_validated" boolean DEFAULT false NOT NULL,
	"is_csf_validated" boolean DEFAULT false NOT NULL,
	"csf_rfc_mismatch" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forja_commissaries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forja_commissaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"rfc" text NOT NULL,
	"professional_licence" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissaries" ADD CONSTRAINT "commissaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissaries" ADD CONSTRAINT "commissaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissaries" ADD CONSTRAINT "commissaries_forja_commissary_id_forja_commissaries_id_fk" FOREIGN KEY ("forja_commissary_id") REFERENCES "public"."forja_commissaries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissaries_current_unique" ON "commissaries" USING btree ("company_id") WHERE "commissaries"."replaced_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commissaries_invitation_unique" ON "commissaries" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "commissaries_user_idx" ON "commissaries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "commissaries_forja_idx" ON "commissaries" USING btree ("forja_commissary_id");