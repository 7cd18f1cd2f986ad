CREATE TABLE "company_bank_accounts" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"bank_key" text,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"clabe" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" bigint
);
--> statement-breakpoint
CREATE TABLE "company_bank_referrals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_bank_referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"bank_key" text NOT NULL,
	"status" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" bigint,
	"answered_at" timestamp with time zone,
	"answered_by" bigint,
	"bank_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_bank_referrals_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "company_business_information" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_business_information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"business_name" text,
	"website" text,
	"amazon_website" text,
	"expected_annual_volume_mex_cents" bigint,
	"expected_annual_volume_usd_cents" bigint,
	"usd_rate" jsonb,
	"volume_justification" text,
	"source_funds" text,
	"source_funds_other" text,
	"tax_address" jsonb,
	"bank_entity" text,
	"nationalities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_business_information_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "company_import_registrations" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"registered_at" timestamp with time zone,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_banks" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"clabe_bank_code" text NOT NULL,
	"summary" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"opening_fee" jsonb NOT NULL,
	"monthly_fee" jsonb NOT NULL,
	"minimum_balance" jsonb NOT NULL,
	"typical_days" integer NOT NULL,
	"website" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "not_interested_banks_reason" text;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_bank_key_partner_banks_key_fk" FOREIGN KEY ("bank_key") REFERENCES "public"."partner_banks"("key") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_referrals" ADD CONSTRAINT "company_bank_referrals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_referrals" ADD CONSTRAINT "company_bank_referrals_bank_key_partner_banks_key_fk" FOREIGN KEY ("bank_key") REFERENCES "public"."partner_banks"("key") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "company_bank_referrals" ADD CONSTRAINT "company_bank_referrals_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_referrals" ADD CONSTRAINT "company_bank_referrals_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_business_information" ADD CONSTRAINT "company_business_information_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_import_registrations" ADD CONSTRAINT "company_import_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_import_registrations" ADD CONSTRAINT "company_import_registrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_bank_referrals_status_idx" ON "company_bank_referrals" USING btree ("status","chosen_at");--> statement-breakpoint
INSERT INTO "partner_banks" ("key", "name", "clabe_bank_code", "summary", "requirements", "opening_fee", "monthly_fee", "minimum_balance", "typical_days", "website", "active", "position") VALUES
('bbva', 'BBVA México', '012',
 '{"es":"Banco tradicional con sucursales en todo el país: cuenta empresarial en pesos, terminal punto de venta, crédito y banca en línea. Un ejecutivo revisa la solicitud y puede pedir una visita a sucursal.","en":"A traditional bank with branches across the country: a business account in pesos, card terminals, credit and online banking. An account executive reviews the application and may ask for a branch visit.","zh_cn":"全国设有网点的传统银行：比索企业账户、POS 刷卡终端、贷款和网上银行。客户经理审核申请，可能要求到网点办理。"}',
 '{"es":["Testimonio de la escritura constitutiva","Constancia de situación fiscal (CSF) de la empresa","Comprobante de domicilio fiscal de la empresa","Identificación oficial del representante legal","Información del negocio: volumen anual esperado y origen de los recursos"],"en":["Certified copy (testimonio) of the deed of incorporation","The company''s tax status certificate (CSF)","Proof of the company''s tax address","Official ID of the legal representative","Business information: expected annual volume and source of funds"],"zh_cn":["公司章程公证副本（testimonio）","公司税务状况证明（CSF）","公司税务地址证明","法定代表人的官方身份证件","业务信息：预计年交易额和资金来源"]}',
 '{"cents":0,"currency":"MXN"}', '{"cents":35000,"currency":"MXN"}', '{"cents":3000000,"currency":"MXN"}', 10, 'https://www.bbva.mx/empresas.html', true, 10),
('fondeadora', 'Fondeadora', '699',
 '{"es":"Cuenta empresarial 100 % digital: se abre desde el teléfono, con tarjeta de débito y transferencias SPEI sin comisión.","en":"A fully digital business account: opened from your phone, with a debit card and SPEI transfers without fees.","zh_cn":"全数字化企业账户：用手机即可开户，提供借记卡和免手续费的 SPEI 转账。"}',
 '{"es":["Testimonio de la escritura constitutiva","Constancia de situación fiscal (CSF) de la empresa","Identificación oficial y videoselfie del representante legal","Información del negocio: volumen anual esperado y origen de los recursos"],"en":["Certified copy (testimonio) of the deed of incorporation","The company''s tax status certificate (CSF)","Official ID and video selfie of the legal representative","Business information: expected annual volume and source of funds"],"zh_cn":["公司章程公证副本（testimonio）","公司税务状况证明（CSF）","法定代表人的官方身份证件和自拍视频","业务信息：预计年交易额和资金来源"]}',
 '{"cents":0,"currency":"MXN"}', '{"cents":0,"currency":"MXN"}', '{"cents":0,"currency":"MXN"}', 3, 'https://fondeadora.com/empresas', true, 20);
