-- The site search (issue 18, ADR 032): one table of public documents, weighted full-text plus
-- trigram similarity. The document's vector: title (A), keywords and description (B), body (C).
-- IMMUTABLE so the stored generated column and its GIN index can use it.
CREATE OR REPLACE FUNCTION search_document_vector(title text, keywords text, description text, body text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(keywords, '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, left(coalesce(body, ''), 200000)), 'C')
$$;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"level" text,
	"subject" text,
	"subject_name" text,
	"term" text,
	"exam" text,
	"url" text NOT NULL,
	"visible_from" timestamp with time zone,
	"sort_date" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (search_document_vector(title, keywords, description, body)) STORED,
	CONSTRAINT "search_documents_source_check" CHECK ("source" IN ('resource', 'blog_post', 'subject', 'site'))
);
--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_kind_idx" ON "search_documents" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "search_documents_level_idx" ON "search_documents" USING btree ("level");--> statement-breakpoint
-- Labels the documents' keywords use (the public pages' words, and the ones students type).
CREATE OR REPLACE FUNCTION search_level_label(level text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE level WHEN 'foundation' THEN 'Foundation level' WHEN 'diploma' THEN 'Diploma level'
    WHEN 'bsc' THEN 'BSc level' WHEN 'bs' THEN 'BS level' ELSE '' END
$$;--> statement-breakpoint
-- Resources (and their subject's name, level and term) into the index; one not on a public level
-- is taken out. Called by the triggers below with the rows that changed.
CREATE OR REPLACE FUNCTION search_index_resources(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents d USING unnest(ids) AS u(id) JOIN resources r ON r.id = u.id
    WHERE d.key = 'resource:' || r.id AND r.level NOT IN ('foundation', 'diploma', 'bsc', 'bs');
  INSERT INTO search_documents AS d (key, source, kind, title, keywords, description, body, level,
      subject, subject_name, term, exam, url, visible_from, sort_date)
  SELECT 'resource:' || r.id, 'resource', r.resource_type, r.title,
    concat_ws(' ',
      s.name,
      replace(replace(r.subject, '_', ' '), '-', ' '),
      search_level_label(r.level),
      CASE r.resource_type WHEN 'pyqs' THEN 'PYQ previous year question paper'
        WHEN 'notes' THEN 'notes' WHEN 'lectures' THEN 'lecture video'
        WHEN 'assignments' THEN 'assignment' WHEN 'books' THEN 'book' END,
      CASE r.exam WHEN 'quiz-1' THEN 'Quiz 1' WHEN 'quiz-2' THEN 'Quiz 2'
        WHEN 'end-term' THEN 'End Term Final Term' WHEN 'important' THEN 'Important questions'
        WHEN 'video' THEN 'video' END,
      CASE s.term WHEN 'term1' THEN 'Term 1' WHEN 'term2' THEN 'Term 2' END),
    r.description, '', r.level, replace(r.subject, '_', '-'), s.name, s.term,
    CASE r.exam WHEN 'quiz-1' THEN 'Quiz 1' WHEN 'quiz-2' THEN 'Quiz 2' WHEN 'end-term' THEN 'End Term'
      WHEN 'important' THEN 'Important questions' END,
    CASE
      WHEN r.file_key IS NOT NULL THEN '/files/' || r.file_key
      WHEN r.file_url ~* '^https?://[^/]' THEN r.file_url
      WHEN r.link_url ~* '^https?://[^/]' THEN r.link_url
      ELSE '/resources/' || r.level || '/' || replace(r.subject, '_', '-') ||
        CASE r.resource_type WHEN 'pyqs' THEN '/pyqs' WHEN 'notes' THEN '/notes'
          WHEN 'lectures' THEN '/lectures' ELSE '' END
    END,
    NULL, r.created_at
  FROM unnest(ids) AS u(id)
  JOIN resources r ON r.id = u.id
  LEFT JOIN subjects s ON s.level = r.level AND s.slug = replace(r.subject, '_', '-')
  WHERE r.level IN ('foundation', 'diploma', 'bsc', 'bs')
  ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, title = excluded.title,
    keywords = excluded.keywords, description = excluded.description, level = excluded.level,
    subject = excluded.subject, subject_name = excluded.subject_name, term = excluded.term,
    exam = excluded.exam, url = excluded.url, sort_date = excluded.sort_date;
END;
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert or import is indexed in one
-- set-based statement, not one call per row.
CREATE OR REPLACE FUNCTION search_resources_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_resources(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_resources_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents
    WHERE key IN (SELECT 'resource:' || id FROM old_rows EXCEPT SELECT 'resource:' || id FROM new_rows);
  PERFORM search_index_resources(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_resources_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE key IN (SELECT 'resource:' || id FROM old_rows);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER resources_search_insert
  AFTER INSERT ON resources REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_resources_inserted();--> statement-breakpoint
CREATE OR REPLACE TRIGGER resources_search_update
  AFTER UPDATE ON resources REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_resources_updated();--> statement-breakpoint
CREATE OR REPLACE TRIGGER resources_search_delete
  AFTER DELETE ON resources REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_resources_deleted();--> statement-breakpoint
-- Blog posts: only published ones are in the index; a scheduled one carries its publish time and
-- the query hides it until then (it becomes public by time, not by a write).
CREATE OR REPLACE FUNCTION search_blog_posts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM search_documents WHERE key = 'post:' || OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published THEN
    INSERT INTO search_documents (key, source, kind, title, keywords, description, body, url,
        visible_from, sort_date)
    VALUES ('post:' || NEW.id, 'blog_post', 'post', NEW.title,
      concat_ws(' ', NEW.category, array_to_string(NEW.tags, ' '), 'blog post'), NEW.excerpt,
      regexp_replace(NEW.content, '<[^>]*>', ' ', 'g'), '/blog/' || NEW.slug, NEW.publish_at,
      coalesce(NEW.publish_at, NEW.created_at));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER blog_posts_search
  AFTER INSERT OR UPDATE OR DELETE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION search_blog_posts_trigger();--> statement-breakpoint
-- Subjects: their own document, and their resources' (which carry the subject's name and term).
CREATE OR REPLACE FUNCTION search_subjects_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM search_documents WHERE key = 'subject:' || OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.level IN ('foundation', 'diploma', 'bsc', 'bs') THEN
    INSERT INTO search_documents (key, source, kind, title, keywords, description, level, subject,
        subject_name, term, url, sort_date)
    VALUES ('subject:' || NEW.id, 'subject', 'subject', NEW.name,
      concat_ws(' ', replace(NEW.slug, '-', ' '), search_level_label(NEW.level), 'subject course',
        CASE NEW.term WHEN 'term1' THEN 'Term 1' WHEN 'term2' THEN 'Term 2' END),
      NEW.description, NEW.level, NEW.slug, NEW.name, NEW.term,
      '/resources/' || NEW.level || '/' || NEW.slug, NEW.created_at);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM search_index_resources(ARRAY(
      SELECT id FROM resources
      WHERE level = NEW.level AND subject IN (NEW.slug, replace(NEW.slug, '-', '_'))));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_index_resources(ARRAY(
      SELECT id FROM resources
      WHERE level = OLD.level AND subject IN (OLD.slug, replace(OLD.slug, '-', '_'))));
  ELSIF (NEW.name, NEW.term, NEW.slug, NEW.level) IS DISTINCT FROM (OLD.name, OLD.term, OLD.slug, OLD.level) THEN
    PERFORM search_index_resources(ARRAY(
      SELECT id FROM resources
      WHERE (level = NEW.level AND subject IN (NEW.slug, replace(NEW.slug, '-', '_')))
         OR (level = OLD.level AND subject IN (OLD.slug, replace(OLD.slug, '-', '_')))));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER subjects_search
  AFTER INSERT OR UPDATE OR DELETE ON subjects
  FOR EACH ROW EXECUTE FUNCTION search_subjects_trigger();--> statement-breakpoint
-- What exists already. (Site settings and content are indexed by the app at start-up.)
UPDATE subjects SET name = name;--> statement-breakpoint
SELECT search_index_resources(ARRAY(SELECT id FROM resources));--> statement-breakpoint
UPDATE blog_posts SET published = published;--> statement-breakpoint
-- GIN indexes write straight into the index, without a pending list (ADR 032): the list is
-- flushed only by VACUUM or autovacuum, and PGlite has no autovacuum, so on the embedded
-- database it grew to its 4 MB limit and every search read it through (at 100,000 resources a
-- search took 2 to 5 times as long). Writes here are an admin's, a few at a time.
ALTER INDEX "blog_posts_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX IF EXISTS "resources_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX IF EXISTS "resources_subject_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX IF EXISTS "blog_posts_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX IF EXISTS "blog_posts_author_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX IF EXISTS "blog_posts_category_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_class c JOIN pg_am am ON am.oid = c.relam
WHERE am.amname = 'gin' AND c.relkind = 'i'
  AND c.relnamespace = 'public'::regnamespace;
