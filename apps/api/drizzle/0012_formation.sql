CREATE TABLE "appointment_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"slot_id" bigint NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"time_zone" text DEFAULT 'America/Mexico_City' NOT NULL,
	"booked_by" bigint,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_deeds" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"notary_number" integer NOT NULL,
	"notary_name" text NOT NULL,
	"notary_city" text NOT NULL,
	"deed_number" text NOT NULL,
	"deed_date" text NOT NULL,
	"volume" text NOT NULL,
	"folio_mercantil" text,
	"recorded_by" bigint,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"testimony_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_deliveries" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"exterior_number" text NOT NULL,
	"interior_number" text,
	"settlement" text NOT NULL,
	"municipality" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"address_references" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"shipped_by" bigint,
	"delivered_at" timestamp with time zone,
	"delivered_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_tax_registrations" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"rfc_recorded_at" timestamp with time zone,
	"rfc_recorded_by" bigint,
	"efirma_obtained_at" timestamp with time zone,
	"efirma_recorded_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountant_assignments" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"forja_accountant_id" bigint NOT NULL,
	"assigned_by" bigint,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forja_accountants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forja_accountants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"professional_licence" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_deeds" ADD CONSTRAINT "company_deeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_deeds" ADD CONSTRAINT "company_deeds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_deliveries" ADD CONSTRAINT "company_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_deliveries" ADD CONSTRAINT "company_deliveries_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_deliveries" ADD CONSTRAINT "company_deliveries_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tax_registrations" ADD CONSTRAINT "company_tax_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tax_registrations" ADD CONSTRAINT "company_tax_registrations_rfc_recorded_by_users_id_fk" FOREIGN KEY ("rfc_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tax_registrations" ADD CONSTRAINT "company_tax_registrations_efirma_recorded_by_users_id_fk" FOREIGN KEY ("efirma_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_assignments" ADD CONSTRAINT "accountant_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_assignments" ADD CONSTRAINT "accountant_assignments_forja_accountant_id_forja_accountants_id_fk" FOREIGN KEY ("forja_accountant_id") REFERENCES "public"."forja_accountants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_assignments" ADD CONSTRAINT "accountant_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_type_start_unique" ON "appointment_slots" USING btree ("type","starts_at") WHERE "appointment_slots"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "appointment_slots_start_idx" ON "appointment_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_company_type_booked_unique" ON "appointments" USING btree ("company_id","type") WHERE "appointments"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_booked_unique" ON "appointments" USING btree ("slot_id") WHERE "appointments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "accountant_assignments_accountant_idx" ON "accountant_assignments" USING btree ("forja_accountant_id");