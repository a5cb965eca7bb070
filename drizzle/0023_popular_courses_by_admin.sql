-- "Popular" on a course card is an admin's mark (Site Settings › Courses), never a start value.
-- The demo used to store Computational Thinking as popular, with 0 students. Course cards that no
-- admin has saved since (updated_by is null) lose that mark; a course an admin marked keeps it.
UPDATE "site_settings"
SET "value" = jsonb_set("value", '{courses}', (
  SELECT jsonb_agg(
    CASE WHEN course->>'title' = 'Computational Thinking' AND course->'students' = '0'::jsonb
      THEN course || '{"isPopular": false}'::jsonb
      ELSE course
    END ORDER BY position)
  FROM jsonb_array_elements("value"->'courses') WITH ORDINALITY AS t(course, position)
))
WHERE "key" = 'courses'
  AND "updated_by" IS NULL
  AND jsonb_typeof("value"->'courses') = 'array'
  AND jsonb_array_length("value"->'courses') > 0;
