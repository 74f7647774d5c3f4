-- Opening a question serves its page from a cache kept under this version (issue 27,
-- modules/topics/question-cache.ts): one row, moved in the transaction of every write to what a
-- question's page shows but its answer count and last answer time, which each opening reads with the
-- view it records. So answers and votes, the frequent writes, keep every kept page; a question's edit,
-- its specialties or subspecialties, their names, or its author's name or specialty (rare writes) move it.
CREATE TABLE "question_pages_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "question_pages_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- An upsert, as bump_feed_version (0025): a database whose rows were emptied still moves it.
CREATE FUNCTION bump_question_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_pages_version AS q (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = q.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Deferred to the commit, as the feed's: every answer updates its question's row (the count, which is
-- not watched here), and an edit's bump then holds the row's lock only while committing. Visibility
-- (deleted_at, the NPI map) is checked by each opening itself.
CREATE CONSTRAINT TRIGGER topics_update_bumps_question_pages_version AFTER UPDATE ON topics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.title, OLD.description, OLD.personalized, OLD.publish_date, OLD.expiration_date, OLD.created_at,
      OLD.hide_answers, OLD.reward_enabled, OLD.therapy_area, OLD.primary_indication, OLD.secondary_indication,
      OLD.stage_progression, OLD.author_user_id)
    IS DISTINCT FROM (NEW.title, NEW.description, NEW.personalized, NEW.publish_date, NEW.expiration_date, NEW.created_at,
      NEW.hide_answers, NEW.reward_enabled, NEW.therapy_area, NEW.primary_indication, NEW.secondary_indication,
      NEW.stage_progression, NEW.author_user_id))
  EXECUTE FUNCTION bump_question_pages_version();--> statement-breakpoint
CREATE TRIGGER topic_specialties_bump_question_pages_version AFTER INSERT OR UPDATE OR DELETE ON topic_specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_question_pages_version();--> statement-breakpoint
CREATE TRIGGER topic_subspecialties_bump_question_pages_version AFTER INSERT OR UPDATE OR DELETE ON topic_subspecialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_question_pages_version();--> statement-breakpoint
CREATE TRIGGER specialties_bump_question_pages_version AFTER INSERT OR UPDATE OR DELETE ON specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_question_pages_version();--> statement-breakpoint
CREATE TRIGGER subspecialties_bump_question_pages_version AFTER INSERT OR UPDATE OR DELETE ON subspecialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_question_pages_version();--> statement-breakpoint
-- Only the authors of questions (moderators, administrators): a member's own profile edit moves nothing.
CREATE FUNCTION bump_question_pages_version_for_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM topics WHERE author_user_id = NEW.id) THEN
    INSERT INTO question_pages_version AS q (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = q.version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_author_bumps_question_pages_version AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.specialty_id) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.specialty_id))
  EXECUTE FUNCTION bump_question_pages_version_for_author();
