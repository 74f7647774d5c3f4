CREATE TABLE "feed_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "feed_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- An upsert: a database whose rows were emptied (a restore of data only, a script) still moves it.
CREATE FUNCTION bump_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_version AS f (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = f.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit: every answer moves its question's count, and this one row would otherwise
-- stay locked (serialising answers network-wide) from the count's update to the end of the transaction.
CREATE CONSTRAINT TRIGGER topics_bump_feed_version AFTER INSERT OR DELETE ON topics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_feed_version();--> statement-breakpoint
-- Only the columns a feed lists or filters on: a vote moves thread_version, which no feed shows.
CREATE CONSTRAINT TRIGGER topics_update_bumps_feed_version AFTER UPDATE ON topics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.title, OLD.description, OLD.personalized, OLD.publish_date, OLD.expiration_date, OLD.created_at,
      OLD.commented_at, OLD.total_responses_count, OLD.hide_answers, OLD.reward_enabled, OLD.deleted_at, OLD.use_npi_map)
    IS DISTINCT FROM (NEW.title, NEW.description, NEW.personalized, NEW.publish_date, NEW.expiration_date, NEW.created_at,
      NEW.commented_at, NEW.total_responses_count, NEW.hide_answers, NEW.reward_enabled, NEW.deleted_at, NEW.use_npi_map))
  EXECUTE FUNCTION bump_feed_version();--> statement-breakpoint
CREATE TRIGGER topic_audiences_bump_feed_version AFTER INSERT OR UPDATE OR DELETE ON topic_audiences
  FOR EACH STATEMENT EXECUTE FUNCTION bump_feed_version();--> statement-breakpoint
CREATE TRIGGER topic_specialties_bump_feed_version AFTER INSERT OR UPDATE OR DELETE ON topic_specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_feed_version();--> statement-breakpoint
CREATE TRIGGER specialties_bump_feed_version AFTER INSERT OR UPDATE OR DELETE ON specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_feed_version();
