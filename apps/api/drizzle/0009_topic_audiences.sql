CREATE TABLE "topic_audiences" (
	"audience" text NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "topic_audiences_audience_topic_id_pk" PRIMARY KEY("audience","topic_id")
);
--> statement-breakpoint
ALTER TABLE "topic_audiences" ADD CONSTRAINT "topic_audiences_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_audiences_topic_idx" ON "topic_audiences" USING btree ("topic_id");--> statement-breakpoint
-- A question's audience keys from its targeting (the rule of modules/topics/eligibility.ts).
CREATE FUNCTION refresh_topic_audience(p_topic integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM topic_audiences WHERE topic_id = p_topic;
  INSERT INTO topic_audiences (audience, topic_id)
    SELECT 'n:' || n.npi, p_topic FROM topic_npis n JOIN topics t ON t.id = n.topic_id AND t.use_npi_map
      WHERE n.topic_id = p_topic
    UNION
    SELECT 's:' || s.specialty_id, p_topic FROM topic_specialties s JOIN topics t ON t.id = s.topic_id AND NOT t.use_npi_map
      WHERE s.topic_id = p_topic
    UNION
    SELECT 'ss:' || ss.subspecialty_id, p_topic FROM topic_subspecialties ss JOIN topics t ON t.id = ss.topic_id AND NOT t.use_npi_map
      WHERE ss.topic_id = p_topic;
$$;--> statement-breakpoint
-- Statement triggers: a list of 10,000 NPIs refreshes its question once, not 10,000 times.
CREATE FUNCTION refresh_topic_audiences_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_topic_audience(d.topic_id) FROM (SELECT DISTINCT topic_id FROM new_rows) d;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_topic_audiences_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_topic_audience(d.topic_id) FROM (SELECT DISTINCT topic_id FROM old_rows) d
    WHERE EXISTS (SELECT 1 FROM topics WHERE id = d.topic_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_topic_audiences_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_topic_audience(d.topic_id)
    FROM (SELECT topic_id FROM new_rows UNION SELECT topic_id FROM old_rows) d;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_topic_audience_of_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_topic_audience(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
CREATE TRIGGER topic_specialties_audience_ins AFTER INSERT ON topic_specialties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_inserted();--> statement-breakpoint
CREATE TRIGGER topic_specialties_audience_del AFTER DELETE ON topic_specialties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_deleted();--> statement-breakpoint
CREATE TRIGGER topic_specialties_audience_upd AFTER UPDATE ON topic_specialties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_updated();--> statement-breakpoint
CREATE TRIGGER topic_subspecialties_audience_ins AFTER INSERT ON topic_subspecialties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_inserted();--> statement-breakpoint
CREATE TRIGGER topic_subspecialties_audience_del AFTER DELETE ON topic_subspecialties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_deleted();--> statement-breakpoint
CREATE TRIGGER topic_subspecialties_audience_upd AFTER UPDATE ON topic_subspecialties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_updated();--> statement-breakpoint
CREATE TRIGGER topic_npis_audience_ins AFTER INSERT ON topic_npis
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_inserted();--> statement-breakpoint
CREATE TRIGGER topic_npis_audience_del AFTER DELETE ON topic_npis
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_deleted();--> statement-breakpoint
CREATE TRIGGER topic_npis_audience_upd AFTER UPDATE ON topic_npis
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_topic_audiences_updated();--> statement-breakpoint
CREATE TRIGGER topics_audience_npi_map AFTER UPDATE OF use_npi_map ON topics
  FOR EACH ROW WHEN (OLD.use_npi_map IS DISTINCT FROM NEW.use_npi_map) EXECUTE FUNCTION refresh_topic_audience_of_topic();--> statement-breakpoint
-- The questions there are already.
SELECT refresh_topic_audience(id) FROM topics;
