CREATE TABLE "company_onboarding_steps" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"last_reminder_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_onboarding_steps" ADD CONSTRAINT "company_onboarding_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;