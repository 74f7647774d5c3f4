-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
ALTER TABLE "topics" ADD COLUMN "thread_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION bump_thread_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE topics SET thread_version = thread_version + 1 WHERE id = OLD.topic_id;
    RETURN OLD;
  END IF;
  UPDATE topics SET thread_version = thread_version + 1 WHERE id = NEW.topic_id;
  IF TG_OP = 'UPDATE' AND OLD.topic_id <> NEW.topic_id THEN
    UPDATE topics SET thread_version = thread_version + 1 WHERE id = OLD.topic_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_bump_thread_version AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION bump_thread_version();
