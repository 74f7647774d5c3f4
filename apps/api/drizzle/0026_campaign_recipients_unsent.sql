SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- lint-accepted: index-not-concurrent: built concurrently before deploy, docs/ops/migrations.md (campaign_recipients gains a row per recipient of every campaign)
CREATE INDEX IF NOT EXISTS "campaign_recipients_unsent_idx" ON "campaign_recipients" USING btree ("campaign_id","user_id") WHERE "campaign_recipients"."sent_at" is null and "campaign_recipients"."error" is null;
