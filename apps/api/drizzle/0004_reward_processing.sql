CREATE TABLE "reward_processing_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
ALTER TABLE "rewards" ADD COLUMN "email_attempted_at" timestamp with time zone;