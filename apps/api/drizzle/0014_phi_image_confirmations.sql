-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
ALTER TABLE "phi_confirmations" ALTER COLUMN "subject_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phi_confirmations" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "phi_confirmations" ADD COLUMN "boxes" jsonb;--> statement-breakpoint
-- lint-accepted: index-not-concurrent: applied by every install running before the migration linter (issue 26); drizzle runs migrations in one transaction (no CONCURRENTLY); on a new install the table is empty
CREATE INDEX "phi_confirmations_image_idx" ON "phi_confirmations" USING btree ("image_key");