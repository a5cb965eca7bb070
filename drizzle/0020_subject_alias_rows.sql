-- A course's former slugs (subject_aliases, ADR 046) in resources.subject. A resource written
-- under a former slug, or its underscored spelling, is stored under the course's slug, whoever
-- writes it (an admin form, an import, a published submission, a script): so every list, count,
-- feed and the site search, which all read resources by the course's slug, find it. A slug that
-- is a course's own is never rewritten.
CREATE OR REPLACE FUNCTION resources_subject_current_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_slug text;
BEGIN
  SELECT s.slug INTO current_slug
  FROM subject_aliases a JOIN subjects s ON s.id = a.subject_id
  WHERE a.level = NEW.level AND a.slug = replace(NEW.subject, '_', '-')
    AND NOT EXISTS (SELECT 1 FROM subjects o
      WHERE o.level = NEW.level AND o.slug = replace(NEW.subject, '_', '-'));
  IF current_slug IS NOT NULL THEN
    NEW.subject := current_slug;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER resources_subject_alias
  BEFORE INSERT OR UPDATE OF level, subject ON resources
  FOR EACH ROW EXECUTE FUNCTION resources_subject_current_slug();--> statement-breakpoint
-- A new former slug takes the rows already stored under it to its course (a rename in the admin
-- moves them itself, in the same transaction; this covers an alias added any other way).
CREATE OR REPLACE FUNCTION subject_aliases_adopt_resources() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resources r SET subject = s.slug, updated_at = now()
  FROM subjects s
  WHERE s.id = NEW.subject_id AND r.level = NEW.level
    AND r.subject IN (NEW.slug, replace(NEW.slug, '-', '_'))
    AND NOT EXISTS (SELECT 1 FROM subjects o WHERE o.level = NEW.level AND o.slug = NEW.slug);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER subject_aliases_adopt
  AFTER INSERT OR UPDATE ON subject_aliases
  FOR EACH ROW EXECUTE FUNCTION subject_aliases_adopt_resources();--> statement-breakpoint
-- The public pages answer a former slug with a 301: a change of aliases clears the page cache.
CREATE OR REPLACE TRIGGER subject_aliases_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subject_aliases
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
-- Rows stored under a former slug before this migration (migration 0017 moved the diploma's).
UPDATE resources r SET subject = s.slug
FROM subject_aliases a JOIN subjects s ON s.id = a.subject_id
WHERE r.level = a.level AND r.subject IN (a.slug, replace(a.slug, '-', '_'))
  AND NOT EXISTS (SELECT 1 FROM subjects o WHERE o.level = a.level AND o.slug = a.slug);
