-- The administrators' user list at national scale (issue 27): trigram search, the list's order, the
-- deleted list, and the version its cached totals are kept under (users.list.ts).
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. PGlite loads its
-- bundle when it opens a database (db/pglite-extensions.ts): its WebAssembly build carries none.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "users_list_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Starts from the clock (ms), not 0: a database made again at the same address (whose Redis namespace
-- is the same) does not meet the totals kept under the old one's versions.
INSERT INTO "users_list_version" ("id", "version") VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint);--> statement-breakpoint
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- lint-accepted: index-not-concurrent: users is large (1M members at national scale): built concurrently before deploy (docs/ops/migrations.md, "Migration 0028"); on a new install the table is empty
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("npi", '')) gin_trgm_ops);--> statement-breakpoint
-- lint-accepted: index-not-concurrent: users is large (1M members at national scale): built concurrently before deploy (docs/ops/migrations.md, "Migration 0028"); on a new install the table is empty
CREATE INDEX IF NOT EXISTS "users_active_name_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- lint-accepted: index-not-concurrent: users is large (1M members at national scale): built concurrently before deploy (docs/ops/migrations.md, "Migration 0028"); on a new install the table is empty
CREATE INDEX IF NOT EXISTS "users_deleted_idx" ON "users" USING btree ("deleted_at" DESC NULLS LAST,"id") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
-- An upsert: a database whose rows were emptied (a data-only restore, a script) still moves it.
CREATE FUNCTION bump_users_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO users_list_version AS v (id, version) VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
    ON CONFLICT (id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit, so the one row is locked for a moment at the commit, not from a user's
-- save to the end of its transaction (two administrators' saves would otherwise wait on each other).
CREATE CONSTRAINT TRIGGER users_bump_list_version AFTER INSERT OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_users_list_version();--> statement-breakpoint
-- Only what the list searches or filters on: a sign-in, a password or a tooltip changes no total.
CREATE CONSTRAINT TRIGGER users_update_bumps_list_version AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.email, OLD.npi, OLD.deleted_at)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email, NEW.npi, NEW.deleted_at))
  EXECUTE FUNCTION bump_users_list_version();
