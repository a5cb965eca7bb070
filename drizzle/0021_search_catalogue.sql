-- The site search reads the course catalogue (ADR 032): a course's documents (its own, its
-- resources', its practice questions') carry its short name, code and shorthand in their keywords,
-- so "m2 pyqs", "mad1 notes" or "BSMA1003" find them, and the app asks for a course by the
-- spellings of its catalogue row. The functions of 0012 and 0015 are replaced whole, with the
-- catalogue's columns added; a change to those columns re-indexes the course's documents.
CREATE OR REPLACE FUNCTION search_course_keywords(short_name text, code text, shorthand text[])
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', nullif(short_name, ''), code, nullif(array_to_string(shorthand, ' '), ''))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_resources(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents d USING unnest(ids) AS u(id) JOIN resources r ON r.id = u.id
    WHERE d.key = 'resource:' || r.id AND r.level NOT IN ('foundation', 'diploma', 'bsc', 'bs');
  INSERT INTO search_documents AS d (key, source, kind, title, keywords, description, body, level,
      subject, subject_name, term, exam, url, visible_from, sort_date)
  SELECT 'resource:' || r.id, 'resource', r.resource_type, r.title,
    concat_ws(' ',
      s.name,
      search_course_keywords(s.short_name, s.code, s.shorthand),
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
CREATE OR REPLACE FUNCTION search_index_questions(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents d USING unnest(ids) AS u(id)
    WHERE d.key = 'question:' || u.id
      AND NOT EXISTS (SELECT 1 FROM practice_questions q JOIN subjects s ON s.id = q.subject_id
        WHERE q.id = u.id AND q.status = 'published'
          AND s.level IN ('foundation', 'diploma', 'bsc', 'bs'));
  INSERT INTO search_documents AS d (key, source, kind, title, keywords, description, body, level,
      subject, subject_name, term, exam, url, sort_date)
  SELECT 'question:' || q.id, 'question', 'question', s.name || ': ' || q.topic,
    concat_ws(' ', 'practice question', q.topic, s.name,
      search_course_keywords(s.short_name, s.code, s.shorthand), replace(s.slug, '-', ' '),
      search_level_label(s.level),
      CASE q.exam WHEN 'quiz-1' THEN 'Quiz 1' WHEN 'quiz-2' THEN 'Quiz 2'
        WHEN 'end-term' THEN 'End Term Final Term' END, q.difficulty),
    left(btrim(regexp_replace(regexp_replace(q.stem, '[$*_`#>|\\{}]+', ' ', 'g'), '\s+', ' ', 'g')), 240),
    q.stem, s.level, s.slug, s.name, s.term,
    CASE q.exam WHEN 'quiz-1' THEN 'Quiz 1' WHEN 'quiz-2' THEN 'Quiz 2' WHEN 'end-term' THEN 'End Term' END,
    '/resources/' || s.level || '/' || s.slug || '/practice/' || q.slug,
    coalesce(q.published_at, q.created_at)
  FROM unnest(ids) AS u(id)
  JOIN practice_questions q ON q.id = u.id
  JOIN subjects s ON s.id = q.subject_id
  WHERE q.status = 'published' AND s.level IN ('foundation', 'diploma', 'bsc', 'bs')
  ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, title = excluded.title,
    keywords = excluded.keywords, description = excluded.description, body = excluded.body,
    level = excluded.level, subject = excluded.subject, subject_name = excluded.subject_name,
    term = excluded.term, exam = excluded.exam, url = excluded.url, sort_date = excluded.sort_date;
END;
$$;--> statement-breakpoint
-- Subjects: their own document (the catalogue's names in its keywords), and their resources'.
CREATE OR REPLACE FUNCTION search_subjects_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM search_documents WHERE key = 'subject:' || OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.level IN ('foundation', 'diploma', 'bsc', 'bs') THEN
    INSERT INTO search_documents (key, source, kind, title, keywords, description, level, subject,
        subject_name, term, url, sort_date)
    VALUES ('subject:' || NEW.id, 'subject', 'subject', NEW.name,
      concat_ws(' ', search_course_keywords(NEW.short_name, NEW.code, NEW.shorthand),
        replace(NEW.slug, '-', ' '), search_level_label(NEW.level), 'subject course',
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
  ELSIF (NEW.name, NEW.term, NEW.slug, NEW.level, NEW.short_name, NEW.code, NEW.shorthand)
      IS DISTINCT FROM (OLD.name, OLD.term, OLD.slug, OLD.level, OLD.short_name, OLD.code, OLD.shorthand) THEN
    PERFORM search_index_resources(ARRAY(
      SELECT id FROM resources
      WHERE (level = NEW.level AND subject IN (NEW.slug, replace(NEW.slug, '-', '_')))
         OR (level = OLD.level AND subject IN (OLD.slug, replace(OLD.slug, '-', '_')))));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_subject_questions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.term, NEW.slug, NEW.level, NEW.code, NEW.short_name, NEW.shorthand) IS DISTINCT FROM
     (OLD.name, OLD.term, OLD.slug, OLD.level, OLD.code, OLD.short_name, OLD.shorthand) THEN
    PERFORM search_index_questions(ARRAY(SELECT id FROM practice_questions WHERE subject_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What exists already: every subject's document, then every resource's and question's.
UPDATE subjects SET name = name;--> statement-breakpoint
SELECT search_index_resources(ARRAY(SELECT id FROM resources));--> statement-breakpoint
SELECT search_index_questions(ARRAY(SELECT id FROM practice_questions));
