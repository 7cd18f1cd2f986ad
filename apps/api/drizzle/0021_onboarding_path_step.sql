ALTER TABLE "company_onboarding_steps" ADD COLUMN "path_step" text;--> statement-breakpoint
CREATE INDEX "company_onboarding_steps_step_idx" ON "company_onboarding_steps" USING btree ("step","since");--> statement-breakpoint
CREATE INDEX "company_onboarding_steps_path_step_idx" ON "company_onboarding_steps" USING btree ("path_step","since");--> statement-breakpoint
-- On a redirect step the path's current step is that step's own (onboardingChecklist); a company on the
-- dashboard, or before its first step (VerifyAccount, Companies), has its path step worked out when next seen.
UPDATE "company_onboarding_steps" SET "path_step" = CASE "step"
	WHEN 'CompanyBasicData' THEN 'basic_data'
	WHEN 'PaymentStatus' THEN 'payment'
	WHEN 'CheckoutRepresentation' THEN 'payment'
	WHEN 'CheckoutAdvance' THEN 'payment'
	WHEN 'CheckoutAmazon' THEN 'payment'
	WHEN 'CompanyPartners' THEN 'partners'
	WHEN 'PartnersDocuments' THEN 'partner_documents'
	WHEN 'Banks' THEN 'bank'
END WHERE "path_step" IS NULL AND "step" IN ('CompanyBasicData', 'PaymentStatus', 'CheckoutRepresentation', 'CheckoutAdvance', 'CheckoutAmazon', 'CompanyPartners', 'PartnersDocuments', 'Banks');
