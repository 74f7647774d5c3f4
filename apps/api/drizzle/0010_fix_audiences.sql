-- Two transactions changing one question's targeting at once left its audience keys wrong: each
-- refresh deleted only the keys its own snapshot saw, so the other's new keys survived a removal
-- (s:2 kept after both specialties were removed), or the second refresh failed on the primary key
-- when both added. A refresh now first takes the question's row lock (NO KEY UPDATE, which foreign
-- key checks of the targeting rows do not wait for) and keeps it to the commit, so the next writer's
-- refresh waits, then reads the committed keys and targeting with its statements' fresh snapshots.
CREATE OR REPLACE FUNCTION refresh_topic_audience(p_topic integer) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM topics WHERE id = p_topic FOR NO KEY UPDATE;
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
-- Statements over several questions refresh them in id order, so two of them take the row locks in
-- the same order and cannot deadlock on each other.
CREATE OR REPLACE FUNCTION refresh_topic_audiences_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t integer;
BEGIN
  FOR t IN SELECT DISTINCT topic_id FROM new_rows ORDER BY 1 LOOP
    PERFORM refresh_topic_audience(t);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_topic_audiences_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t integer;
BEGIN
  FOR t IN SELECT DISTINCT d.topic_id FROM old_rows d WHERE EXISTS (SELECT 1 FROM topics WHERE id = d.topic_id)
      ORDER BY 1 LOOP
    PERFORM refresh_topic_audience(t);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_topic_audiences_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t integer;
BEGIN
  FOR t IN SELECT topic_id FROM new_rows UNION SELECT topic_id FROM old_rows ORDER BY 1 LOOP
    PERFORM refresh_topic_audience(t);
  END LOOP;
  RETURN NULL;
END $$;
