ALTER TABLE "jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The recurring kinds scheduled before this column existed: the oldest pending job of each stays, any other
-- pending copy (two processes scheduling at once) is closed, so the unique index below can hold.
UPDATE "jobs" SET "done_at" = now(), "last_error" = 'duplicate of a recurring job' WHERE "done_at" IS NULL AND "kind" IN ('signing-reminders', 'onboarding-reminders', 'privacy-maintenance', 'appointment-reminders', 'sweep-orphan-files') AND "id" NOT IN (SELECT min("id") FROM "jobs" WHERE "done_at" IS NULL GROUP BY "kind");--> statement-breakpoint
UPDATE "jobs" SET "recurring" = true WHERE "done_at" IS NULL AND "kind" IN ('signing-reminders', 'onboarding-reminders', 'privacy-maintenance', 'appointment-reminders', 'sweep-orphan-files');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_recurring_kind_key" ON "jobs" USING btree ("kind") WHERE "jobs"."recurring" and "jobs"."done_at" is null;