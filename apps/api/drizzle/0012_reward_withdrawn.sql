-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
ALTER TABLE "rewards" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Rewards whose answer was already deleted before their week was processed are withdrawn, as from now on.
-- lint-accepted: backfill-in-migration: applied by every install running before the migration linter (issue 26); on a new install the table is empty
UPDATE "rewards" SET "withdrawn_at" = "comments"."deleted_at"
  FROM "comments"
  WHERE "comments"."id" = "rewards"."comment_id" AND "comments"."deleted_at" IS NOT NULL
    AND "rewards"."issued_at" IS NULL;
