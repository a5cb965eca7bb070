CREATE TABLE "practice_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"paper_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"answers" jsonb,
	"result" jsonb,
	"score" numeric(5, 2),
	"total" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "practice_paper_questions" (
	"paper_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"marks" numeric(5, 2),
	CONSTRAINT "practice_paper_questions_paper_id_question_id_pk" PRIMARY KEY("paper_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "practice_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'mock' NOT NULL,
	"exam" text NOT NULL,
	"session" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_papers_kind_check" CHECK ("kind" IN ('mock', 'previous')),
	CONSTRAINT "practice_papers_exam_check" CHECK ("exam" IN ('quiz-1', 'quiz-2', 'end-term')),
	CONSTRAINT "practice_papers_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "practice_papers_slug_check" CHECK ("practice_papers"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "practice_papers_time_limit_check" CHECK ("practice_papers"."time_limit_minutes" BETWEEN 1 AND 600)
);
--> statement-breakpoint
CREATE TABLE "practice_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"exam" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" text NOT NULL,
	"marks" numeric(5, 2) DEFAULT 1 NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"solution" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_questions_kind_check" CHECK ("kind" IN ('single', 'multiple', 'numeric', 'text')),
	CONSTRAINT "practice_questions_exam_check" CHECK ("exam" IN ('quiz-1', 'quiz-2', 'end-term')),
	CONSTRAINT "practice_questions_difficulty_check" CHECK ("difficulty" IN ('easy', 'medium', 'hard')),
	CONSTRAINT "practice_questions_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "practice_questions_slug_check" CHECK ("practice_questions"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "practice_questions_marks_check" CHECK ("practice_questions"."marks" > 0)
);
--> statement-breakpoint
ALTER TABLE "search_documents" DROP CONSTRAINT "search_documents_source_check";--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_paper_id_practice_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."practice_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_paper_questions" ADD CONSTRAINT "practice_paper_questions_paper_id_practice_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."practice_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_paper_questions" ADD CONSTRAINT "practice_paper_questions_question_id_practice_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."practice_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_papers" ADD CONSTRAINT "practice_papers_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempts_started_at_idx" ON "practice_attempts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "practice_attempts_paper_idx" ON "practice_attempts" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "practice_paper_questions_question_idx" ON "practice_paper_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_papers_subject_slug_key" ON "practice_papers" USING btree ("subject_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_questions_subject_slug_key" ON "practice_questions" USING btree ("subject_id","slug");--> statement-breakpoint
CREATE INDEX "practice_questions_subject_status_idx" ON "practice_questions" USING btree ("subject_id","status","exam");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_key" ON "subjects" USING btree ("code");--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_source_check" CHECK ("source" IN ('resource', 'blog_post', 'subject', 'site', 'question'));--> statement-breakpoint
-- The Foundation courses' codes (../shared/research/courses.md), so the practice questions the
-- project writes per course find their subject.
UPDATE subjects SET code = c.code FROM (VALUES
  ('computational-thinking', 'BSCS1001'), ('mathematics', 'BSMA1001'), ('english', 'BSHS1001'),
  ('statistics', 'BSMA1002'), ('mathematics-2', 'BSMA1003'), ('programming', 'BSCS1002'),
  ('english-2', 'BSHS1002'), ('statistics-2', 'BSMA1004')) AS c(slug, code)
WHERE subjects.level = 'foundation' AND subjects.slug = c.slug
  AND NOT EXISTS (SELECT 1 FROM subjects o WHERE o.code = c.code);--> statement-breakpoint
-- Published practice questions in the site search (ADR 032): found by words of the stem and by
-- topic, course and exam. Markdown and LaTeX marks are dropped from the description shown.
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
    concat_ws(' ', 'practice question', q.topic, s.name, s.code, replace(s.slug, '-', ' '),
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
CREATE OR REPLACE FUNCTION search_questions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_documents
      WHERE key IN (SELECT 'question:' || id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_index_questions(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER practice_questions_search_insert
  AFTER INSERT ON practice_questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_questions_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER practice_questions_search_update
  AFTER UPDATE ON practice_questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_questions_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER practice_questions_search_delete
  AFTER DELETE ON practice_questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_questions_changed();--> statement-breakpoint
-- A renamed or moved course carries its questions' documents with it.
CREATE OR REPLACE FUNCTION search_subject_questions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.term, NEW.slug, NEW.level, NEW.code) IS DISTINCT FROM
     (OLD.name, OLD.term, OLD.slug, OLD.level, OLD.code) THEN
    PERFORM search_index_questions(ARRAY(SELECT id FROM practice_questions WHERE subject_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER subjects_questions_search
  AFTER UPDATE ON subjects
  FOR EACH ROW EXECUTE FUNCTION search_subject_questions_trigger();--> statement-breakpoint
-- Practice pages are cached like the others (0007): a write to what they show notifies them.
CREATE OR REPLACE TRIGGER practice_questions_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON practice_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
CREATE OR REPLACE TRIGGER practice_papers_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON practice_papers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
CREATE OR REPLACE TRIGGER practice_paper_questions_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON practice_paper_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
