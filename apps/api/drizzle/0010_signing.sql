CREATE TABLE "articles_acknowledgments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_acknowledgments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"channel" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles_drafts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_act_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_act_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"channels" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_act_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_act_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_signature_envelopes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"reference" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"signed_storage_key" text,
	"status" text NOT NULL,
	"redirect_path" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_signature_signers" (
	"id" text PRIMARY KEY NOT NULL,
	"envelope_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"signing_order" integer NOT NULL,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"typed_signature" text,
	"decline_reason" text,
	"ip" text,
	"user_agent" text,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_envelopes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_envelopes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_envelope_id" text NOT NULL,
	"draft_version" integer NOT NULL,
	"draft_sha256" text NOT NULL,
	"status" text NOT NULL,
	"closed_reason" text,
	"signed_sha256" text,
	"return_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_signers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"envelope_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"signing_order" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_signer_id" text NOT NULL,
	"signing_url" text NOT NULL,
	"two_factor_verified_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"ip" text,
	"user_agent" text,
	"last_reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signature_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "signed_request_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles_acknowledgments" ADD CONSTRAINT "articles_acknowledgments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles_acknowledgments" ADD CONSTRAINT "articles_acknowledgments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles_drafts" ADD CONSTRAINT "articles_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_act_codes" ADD CONSTRAINT "company_act_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_act_codes" ADD CONSTRAINT "company_act_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_act_links" ADD CONSTRAINT "partner_act_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_act_links" ADD CONSTRAINT "partner_act_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_signature_signers" ADD CONSTRAINT "sandbox_signature_signers_envelope_id_sandbox_signature_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."sandbox_signature_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_envelope_id_signature_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signature_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_acknowledgments_company_idx" ON "articles_acknowledgments" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_drafts_company_version_unique" ON "articles_drafts" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "company_act_codes_partner_idx" ON "company_act_codes" USING btree ("company_id","partner_id");--> statement-breakpoint
CREATE INDEX "partner_act_links_partner_idx" ON "partner_act_links" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_signature_signers_token_unique" ON "sandbox_signature_signers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sandbox_signature_signers_envelope_idx" ON "sandbox_signature_signers" USING btree ("envelope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_envelopes_provider_unique" ON "signature_envelopes" USING btree ("provider","provider_envelope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_envelopes_return_token_unique" ON "signature_envelopes" USING btree ("return_token");--> statement-breakpoint
CREATE INDEX "signature_envelopes_company_idx" ON "signature_envelopes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "signature_signers_envelope_idx" ON "signature_signers" USING btree ("envelope_id");--> statement-breakpoint
CREATE INDEX "signature_signers_partner_idx" ON "signature_signers" USING btree ("partner_id");