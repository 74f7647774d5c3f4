-- Opening a question serves its page from a cache kept under the feed version (issue 27,
-- modules/topics/question-cache.ts), so every write to what the page shows must move that version in
-- its own transaction, as 0025 made the feed's columns do. The page also shows the question's therapy
-- area, indications and stage, its subspecialties and their names, and its author's name and
-- specialty. All are rare writes: none is on the path of an answer, a vote or an opening.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
DROP TRIGGER IF EXISTS topics_update_bumps_feed_version ON topics;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER topics_update_bumps_feed_version AFTER UPDATE ON topics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.title, OLD.description, OLD.personalized, OLD.publish_date, OLD.expiration_date, OLD.created_at,
      OLD.commented_at, OLD.total_responses_count, OLD.hide_answers, OLD.reward_enabled, OLD.deleted_at, OLD.use_npi_map,
      OLD.therapy_area, OLD.primary_indication, OLD.secondary_indication, OLD.stage_progression, OLD.author_user_id)
    IS DISTINCT FROM (NEW.title, NEW.description, NEW.personalized, NEW.publish_date, NEW.expiration_date, NEW.created_at,
      NEW.commented_at, NEW.total_responses_count, NEW.hide_answers, NEW.reward_enabled, NEW.deleted_at, NEW.use_npi_map,
      NEW.therapy_area, NEW.primary_indication, NEW.secondary_indication, NEW.stage_progression, NEW.author_user_id))
  EXECUTE FUNCTION bump_feed_version();--> statement-breakpoint
-- An NPI-mapped question's audience keys do not name its subspecialties: their own rows move it.
CREATE TRIGGER topic_subspecialties_bump_feed_version AFTER INSERT OR UPDATE OR DELETE ON topic_subspecialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_feed_version();--> statement-breakpoint
CREATE TRIGGER subspecialties_bump_feed_version AFTER INSERT OR UPDATE OR DELETE ON subspecialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_feed_version();--> statement-breakpoint
-- Only the authors of questions (moderators, administrators): a member's own profile edit moves nothing.
CREATE FUNCTION bump_feed_version_for_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM topics WHERE author_user_id = NEW.id) THEN
    INSERT INTO feed_version AS f (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = f.version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_author_bumps_feed_version AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.specialty_id) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.specialty_id))
  EXECUTE FUNCTION bump_feed_version_for_author();
