CREATE TABLE "reward_processing_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "email_attempted_at" timestamp with time zone;