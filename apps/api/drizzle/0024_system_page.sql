CREATE TABLE "client_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"path" text,
	"status" integer,
	"code" text,
	"release" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_heartbeats" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"transport" text NOT NULL,
	"error" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_error_reports_created_idx" ON "client_error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "instance_heartbeats_last_seen_idx" ON "instance_heartbeats" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "mail_failures_failed_at_idx" ON "mail_failures" USING btree ("failed_at");--> statement-breakpoint
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- lint-accepted: index-not-concurrent: audit_log grows with administrators' actions (thousands of rows a year); an install with a large log builds it first with CREATE INDEX CONCURRENTLY IF NOT EXISTS (docs/ops/migrations.md)
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
-- lint-accepted: index-not-concurrent: audit_log grows with administrators' actions (thousands of rows a year); an install with a large log builds it first with CREATE INDEX CONCURRENTLY IF NOT EXISTS (docs/ops/migrations.md)
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");