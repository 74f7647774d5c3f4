-- A consensus always has a specialty (issue 22): one filed under none never shows under a specialty
-- filter. Those stored without one take the specialty of their first patient case's question, as the
-- wizard now proposes (the first by name); a consensus whose case has no specialty is left as it is.
-- lint-accepted: backfill-in-migration: applied by every install running before the migration linter (issue 26); on a new install the table is empty
UPDATE "consensus_summaries" AS cs
  SET "topic_selection" = found."name",
    "data" = jsonb_set(cs."data", '{TopicSelection}', to_jsonb(found."name")),
    "source" = CASE WHEN cs."source" IS NULL OR jsonb_typeof(cs."source") <> 'object' THEN cs."source"
      ELSE jsonb_set(cs."source", '{TopicSelection}', to_jsonb(found."name")) END
  FROM (
    SELECT DISTINCT ON (c."id") c."id", s."name"
    FROM "consensus_summaries" c
    JOIN "topic_specialties" ts
      ON ts."topic_id" = CASE WHEN (c."data" -> 'PatientCases' -> 0 ->> 'CaseNumber') ~ '^[0-9]{1,9}$'
        THEN (c."data" -> 'PatientCases' -> 0 ->> 'CaseNumber')::int END
    JOIN "specialties" s ON s."id" = ts."specialty_id"
    WHERE btrim(c."topic_selection") = '' AND jsonb_typeof(c."data") = 'object'
    ORDER BY c."id", s."name"
  ) AS found
  WHERE cs."id" = found."id";
