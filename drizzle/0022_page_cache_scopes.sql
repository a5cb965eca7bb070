-- The change feed says what changed, not only which table (ADR 047). A statement on a table whose
-- rows belong to one course notifies 'page_cache' with the table's name and the courses it
-- touched, as "resources foundation/mathematics-for-data-science-1 diploma/…"; the app servers
-- refresh only the pages that show those courses (server/page-cache-rules.ts). A row whose course
-- cannot be told or is not a slug, a TRUNCATE, or a payload over PostgreSQL's 8,000-byte limit
-- notifies the table's name alone, which refreshes every page that shows the table.
-- Statement triggers with transition tables: one notification per statement, however many rows.
CREATE OR REPLACE FUNCTION notify_page_cache_courses(table_name text, courses text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF cardinality(courses) = 0 THEN
    RETURN; -- the statement touched no row
  END IF;
  -- A course the payload cannot carry (unknown, or not a slug: a row written by hand).
  IF array_position(courses, NULL) IS NOT NULL
    OR EXISTS (SELECT 1 FROM unnest(courses) AS c WHERE c !~ '^[a-z0-9_/-]+$') THEN
    PERFORM pg_notify('page_cache', table_name);
    RETURN;
  END IF;
  payload := table_name || ' ' ||
    array_to_string(ARRAY(SELECT DISTINCT c FROM unnest(courses) AS c ORDER BY c), ' ');
  IF octet_length(payload) > 7000 THEN
    payload := table_name;
  END IF;
  PERFORM pg_notify('page_cache', payload);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_cache_course_of(subject uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT s.level || '/' || s.slug FROM subjects s WHERE s.id = subject
$$;--> statement-breakpoint
-- resources: a row's course is its level and slug (stored under the course's slug: migration 0020).
CREATE OR REPLACE FUNCTION notify_page_cache_resources() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  courses text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    courses := courses || ARRAY(SELECT level || '/' || replace(subject, '_', '-') FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    courses := courses || ARRAY(SELECT level || '/' || replace(subject, '_', '-') FROM old_rows);
  END IF;
  PERFORM notify_page_cache_courses(TG_TABLE_NAME, courses);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- subjects: the course itself, under its old and its new slug.
CREATE OR REPLACE FUNCTION notify_page_cache_subjects() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  courses text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    courses := courses || ARRAY(SELECT level || '/' || slug FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    courses := courses || ARRAY(SELECT level || '/' || slug FROM old_rows);
  END IF;
  PERFORM notify_page_cache_courses(TG_TABLE_NAME, courses);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- practice_questions and practice_papers: the course of their subject_id.
CREATE OR REPLACE FUNCTION notify_page_cache_practice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  courses text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    courses := courses || ARRAY(SELECT page_cache_course_of(subject_id) FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    courses := courses || ARRAY(SELECT page_cache_course_of(subject_id) FROM old_rows);
  END IF;
  PERFORM notify_page_cache_courses(TG_TABLE_NAME, courses);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- practice_paper_questions: the course of the paper (gone with a deleted paper: the whole table).
CREATE OR REPLACE FUNCTION notify_page_cache_paper_questions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  courses text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    courses := courses || ARRAY(SELECT page_cache_course_of(p.subject_id)
      FROM new_rows r LEFT JOIN practice_papers p ON p.id = r.paper_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    courses := courses || ARRAY(SELECT page_cache_course_of(p.subject_id)
      FROM old_rows r LEFT JOIN practice_papers p ON p.id = r.paper_id);
  END IF;
  PERFORM notify_page_cache_courses(TG_TABLE_NAME, courses);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS resources_page_cache ON resources;--> statement-breakpoint
CREATE TRIGGER resources_page_cache_insert AFTER INSERT ON resources
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_resources();--> statement-breakpoint
CREATE TRIGGER resources_page_cache_update AFTER UPDATE ON resources
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_resources();--> statement-breakpoint
CREATE TRIGGER resources_page_cache_delete AFTER DELETE ON resources
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_resources();--> statement-breakpoint
CREATE TRIGGER resources_page_cache_truncate AFTER TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
DROP TRIGGER IF EXISTS subjects_page_cache ON subjects;--> statement-breakpoint
CREATE TRIGGER subjects_page_cache_insert AFTER INSERT ON subjects
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_subjects();--> statement-breakpoint
CREATE TRIGGER subjects_page_cache_update AFTER UPDATE ON subjects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_subjects();--> statement-breakpoint
CREATE TRIGGER subjects_page_cache_delete AFTER DELETE ON subjects
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_subjects();--> statement-breakpoint
CREATE TRIGGER subjects_page_cache_truncate AFTER TRUNCATE ON subjects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
DROP TRIGGER IF EXISTS practice_questions_page_cache ON practice_questions;--> statement-breakpoint
CREATE TRIGGER practice_questions_page_cache_insert AFTER INSERT ON practice_questions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_practice();--> statement-breakpoint
CREATE TRIGGER practice_questions_page_cache_update AFTER UPDATE ON practice_questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_practice();--> statement-breakpoint
CREATE TRIGGER practice_questions_page_cache_delete AFTER DELETE ON practice_questions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_practice();--> statement-breakpoint
CREATE TRIGGER practice_questions_page_cache_truncate AFTER TRUNCATE ON practice_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
DROP TRIGGER IF EXISTS practice_papers_page_cache ON practice_papers;--> statement-breakpoint
CREATE TRIGGER practice_papers_page_cache_insert AFTER INSERT ON practice_papers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_practice();--> statement-breakpoint
CREATE TRIGGER practice_papers_page_cache_update AFTER UPDATE ON practice_papers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_practice();--> statement-breakpoint
CREATE TRIGGER practice_papers_page_cache_delete AFTER DELETE ON practice_papers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_practice();--> statement-breakpoint
CREATE TRIGGER practice_papers_page_cache_truncate AFTER TRUNCATE ON practice_papers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
DROP TRIGGER IF EXISTS practice_paper_questions_page_cache ON practice_paper_questions;--> statement-breakpoint
CREATE TRIGGER practice_paper_questions_page_cache_insert AFTER INSERT ON practice_paper_questions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_paper_questions();--> statement-breakpoint
CREATE TRIGGER practice_paper_questions_page_cache_update AFTER UPDATE ON practice_paper_questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_paper_questions();--> statement-breakpoint
CREATE TRIGGER practice_paper_questions_page_cache_delete AFTER DELETE ON practice_paper_questions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_paper_questions();--> statement-breakpoint
CREATE TRIGGER practice_paper_questions_page_cache_truncate AFTER TRUNCATE ON practice_paper_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
