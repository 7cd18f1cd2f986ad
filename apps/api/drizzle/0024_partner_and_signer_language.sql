ALTER TABLE "partners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "sandbox_signature_signers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "sandbox_signature_signers" ADD COLUMN "redirect_path" text;