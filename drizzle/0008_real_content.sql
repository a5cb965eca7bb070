CREATE TABLE "mail_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"term" text,
	"position" integer DEFAULT 0 NOT NULL,
	"folder_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_level_check" CHECK ("level" IN ('foundation', 'diploma', 'degree', 'bsc', 'bs')),
	CONSTRAINT "subjects_term_check" CHECK ("subjects"."term" IS NULL OR "term" IN ('term1', 'term2')),
	CONSTRAINT "subjects_slug_check" CHECK ("subjects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "read_time_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_source" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_failures_dismissed_at_created_at_idx" ON "mail_failures" USING btree ("dismissed_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_level_slug_key" ON "subjects" USING btree ("level","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_file_key_key" ON "resources" USING btree ("file_key");--> statement-breakpoint
-- The subjects of the original site (spec §2 "Resources page"), so every database has them.
INSERT INTO "subjects" ("level", "slug", "name", "description", "term", "position") VALUES
  ('foundation', 'computational-thinking', 'Computational Thinking', 'Algorithms, flowcharts and pseudocode: how to break a problem into steps.', 'term1', 0),
  ('foundation', 'mathematics', 'Mathematics for Data Science', 'Sets, functions, straight lines, quadratics, polynomials and graphs.', 'term1', 1),
  ('foundation', 'english', 'English', 'Sounds, words and sentences: spoken and written English for study and work.', 'term1', 2),
  ('foundation', 'statistics', 'Statistics and Probability', 'Describing data, permutations and combinations, and basic probability.', 'term1', 3),
  ('foundation', 'mathematics-2', 'Mathematics for Data Science 2', 'Vectors, matrices, linear algebra and the calculus of several variables.', 'term2', 0),
  ('foundation', 'programming', 'Programming in Python', 'Python from the first print statement to files, classes and exceptions.', 'term2', 1),
  ('foundation', 'english-2', 'English 2', 'Reading, listening and professional communication, one step further.', 'term2', 2),
  ('foundation', 'statistics-2', 'Statistics and Probability 2', 'Random variables, distributions, sampling and an introduction to inference.', 'term2', 3),
  ('diploma', 'data-science-1', 'Data Science 1', 'The data science workflow: collecting, cleaning and exploring data.', 'term1', 0),
  ('diploma', 'machine-learning', 'Machine Learning', 'Supervised and unsupervised learning, from regression to clustering.', 'term1', 1),
  ('diploma', 'database-systems', 'Database Systems', 'Relational modelling, SQL, normalisation and transactions.', 'term1', 2),
  ('diploma', 'data-visualization', 'Data Visualization', 'Choosing, building and reading charts that tell the truth about data.', 'term1', 3),
  ('diploma', 'data-science-2', 'Data Science 2', 'Feature engineering, model evaluation and working with larger projects.', 'term2', 0),
  ('diploma', 'deep-learning', 'Deep Learning', 'Neural networks, backpropagation, convolutional and sequence models.', 'term2', 1),
  ('diploma', 'big-data', 'Big Data', 'Distributed storage and processing for data that does not fit one machine.', 'term2', 2),
  ('diploma', 'capstone', 'Capstone Project', 'An end-to-end project that brings the diploma''s skills together.', 'term2', 3)
ON CONFLICT ("level", "slug") DO NOTHING;--> statement-breakpoint
-- Subjects that only existed as resources until now: their canonical slug, a name made from it.
INSERT INTO "subjects" ("level", "slug", "name", "position")
SELECT DISTINCT r."level", lower(regexp_replace(r."subject", '[\s_]+', '-', 'g')),
  initcap(regexp_replace(r."subject", '[-_]+', ' ', 'g')), 1000
FROM "resources" r
WHERE lower(regexp_replace(r."subject", '[\s_]+', '-', 'g')) ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
ON CONFLICT ("level", "slug") DO NOTHING;--> statement-breakpoint
-- Page cache (migration 0007): pages show subjects and settings too.
CREATE OR REPLACE TRIGGER subjects_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subjects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
CREATE OR REPLACE TRIGGER site_settings_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
