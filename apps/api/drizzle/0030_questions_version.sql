-- The questions' version (issue 27): one row, moved in the transaction of every write to the questions
-- but their answers: which questions exist and who they are for, and what their pages show, but not a
-- question's answer count and last answer time. Two caches are kept under it where the feed's version
-- (0025, which every answer moves: the count is on the feed) would throw them away at every answer:
-- the question pages members open (modules/topics/question-cache.ts, which reads the count and time
-- with each opening), and the active questions of a member's kept feed list that the first thread
-- page's unseen mark checks (topics.queries.ts `unseenTopicsSql`).
CREATE TABLE "questions_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "questions_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- An upsert, as bump_feed_version (0025): a database whose rows were emptied still moves it.
CREATE FUNCTION bump_questions_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO questions_version AS q (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = q.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Deferred to the commit, as the feed's: every answer updates its question's row (the count, which is
-- not watched here), and an edit's bump then holds the row's lock only while committing.
CREATE CONSTRAINT TRIGGER topics_bump_questions_version AFTER INSERT OR DELETE ON topics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_questions_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER topics_update_bumps_questions_version AFTER UPDATE ON topics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.title, OLD.description, OLD.personalized, OLD.publish_date, OLD.expiration_date, OLD.created_at,
      OLD.hide_answers, OLD.reward_enabled, OLD.deleted_at, OLD.use_npi_map, OLD.therapy_area, OLD.primary_indication,
      OLD.secondary_indication, OLD.stage_progression, OLD.author_user_id)
    IS DISTINCT FROM (NEW.title, NEW.description, NEW.personalized, NEW.publish_date, NEW.expiration_date, NEW.created_at,
      NEW.hide_answers, NEW.reward_enabled, NEW.deleted_at, NEW.use_npi_map, NEW.therapy_area, NEW.primary_indication,
      NEW.secondary_indication, NEW.stage_progression, NEW.author_user_id))
  EXECUTE FUNCTION bump_questions_version();--> statement-breakpoint
-- Who a question is for (kept from its specialties, subspecialties and NPI map by the 0009 triggers).
CREATE TRIGGER topic_audiences_bump_questions_version AFTER INSERT OR UPDATE OR DELETE ON topic_audiences
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questions_version();--> statement-breakpoint
CREATE TRIGGER topic_specialties_bump_questions_version AFTER INSERT OR UPDATE OR DELETE ON topic_specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questions_version();--> statement-breakpoint
CREATE TRIGGER topic_subspecialties_bump_questions_version AFTER INSERT OR UPDATE OR DELETE ON topic_subspecialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questions_version();--> statement-breakpoint
CREATE TRIGGER specialties_bump_questions_version AFTER INSERT OR UPDATE OR DELETE ON specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questions_version();--> statement-breakpoint
CREATE TRIGGER subspecialties_bump_questions_version AFTER INSERT OR UPDATE OR DELETE ON subspecialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questions_version();--> statement-breakpoint
-- Only the authors of questions (moderators, administrators): a member's own profile edit moves nothing.
CREATE FUNCTION bump_questions_version_for_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM topics WHERE author_user_id = NEW.id) THEN
    INSERT INTO questions_version AS q (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = q.version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_author_bumps_questions_version AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.specialty_id) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.specialty_id))
  EXECUTE FUNCTION bump_questions_version_for_author();
