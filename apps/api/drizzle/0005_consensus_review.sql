-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
DROP INDEX "consensus_summaries_status_idx";--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "topic_selection" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "published_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "returned_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_challenges" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
-- Documents stored before this migration: file them under the specialty their data names, and count
-- their creation as their submission.
-- lint-accepted: backfill-in-migration: applied by every install running before the migration linter (issue 26); on a new install the table is empty
UPDATE "consensus_summaries" SET "topic_selection" = coalesce("data"->>'TopicSelection', ''), "submitted_at" = "created_at";--> statement-breakpoint
-- lint-accepted: constraint-not-valid: applied by every install running before the migration linter (issue 26); the column was added just above, all NULL, so every row passes the check it scans for
ALTER TABLE "consensus_summaries" ADD CONSTRAINT "consensus_summaries_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- lint-accepted: constraint-not-valid: applied by every install running before the migration linter (issue 26); the column was added just above, all NULL, so every row passes the check it scans for
ALTER TABLE "consensus_summaries" ADD CONSTRAINT "consensus_summaries_returned_by_user_id_users_id_fk" FOREIGN KEY ("returned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- lint-accepted: constraint-not-valid: applied by every install running before the migration linter (issue 26); the column was added just above, all NULL, so every row passes the check it scans for
ALTER TABLE "peer_challenges" ADD CONSTRAINT "peer_challenges_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- lint-accepted: index-not-concurrent: applied by every install running before the migration linter (issue 26); drizzle runs migrations in one transaction (no CONCURRENTLY); on a new install the table is empty
CREATE INDEX "consensus_summaries_published_idx" ON "consensus_summaries" USING btree ("published_at" DESC NULLS LAST) WHERE "consensus_summaries"."status" = 'published' and "consensus_summaries"."deleted_at" is null;--> statement-breakpoint
-- lint-accepted: index-not-concurrent: applied by every install running before the migration linter (issue 26); drizzle runs migrations in one transaction (no CONCURRENTLY); on a new install the table is empty
CREATE INDEX "consensus_summaries_specialty_idx" ON "consensus_summaries" USING btree (lower("topic_selection"),"published_at" DESC NULLS LAST) WHERE "consensus_summaries"."status" = 'published' and "consensus_summaries"."deleted_at" is null;--> statement-breakpoint
-- lint-accepted: index-not-concurrent: applied by every install running before the migration linter (issue 26); drizzle runs migrations in one transaction (no CONCURRENTLY); on a new install the table is empty
CREATE INDEX "consensus_summaries_review_idx" ON "consensus_summaries" USING btree ("submitted_at") WHERE "consensus_summaries"."status" = 'in_review' and "consensus_summaries"."deleted_at" is null;--> statement-breakpoint
-- lint-accepted: index-not-concurrent: applied by every install running before the migration linter (issue 26); drizzle runs migrations in one transaction (no CONCURRENTLY); on a new install the table is empty
CREATE INDEX "consensus_summaries_author_idx" ON "consensus_summaries" USING btree ("author_user_id") WHERE "consensus_summaries"."deleted_at" is null;--> statement-breakpoint
-- lint-accepted: drop-column: applied by every install running before the migration linter (issue 26); its data moved to topic_selection above in the same migration (before the expand-and-contract rule)
ALTER TABLE "consensus_summaries" DROP COLUMN "specialty_ids";