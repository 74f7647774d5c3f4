-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
ALTER TABLE "campaign_recipients" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "send_lease_owner" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "send_lease_until" timestamp with time zone;