CREATE TABLE "consensus_list_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "consensus_list_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_consensus_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE consensus_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Per statement, not per row: a moderator's publish is one statement, a seed's COPY of thousands too.
CREATE TRIGGER consensus_summaries_bump_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consensus_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_consensus_list_version();
