CREATE TABLE "notification_mail_threads" (
	"user_id" integer NOT NULL,
	"thread_key" text NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"items" jsonb NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "notification_mail_threads_user_id_thread_key_pk" PRIMARY KEY("user_id","thread_key")
);
--> statement-breakpoint
-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
ALTER TABLE "notifications" ADD COLUMN "mail_done_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "notification_mail_threads_in_flight_idx" ON "notification_mail_threads" USING btree ("lease_until") WHERE done_at is null;--> statement-breakpoint
-- lint-accepted: index-not-concurrent: applied by every install running before the migration linter (issue 26); drizzle runs migrations in one transaction (no CONCURRENTLY); on a new install the table is empty
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null and mail_done_count < count;--> statement-breakpoint
-- Notifications written before immediate mail existed are not e-mailed now.
-- lint-accepted: backfill-in-migration: applied by every install running before the migration linter (issue 26); on a new install the table is empty
UPDATE "notifications" SET "mail_done_count" = "count";
