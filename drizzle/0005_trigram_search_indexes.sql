-- Substring search (ILIKE '%…%') in the admin lists uses trigram indexes, so it stays fast with
-- 100,000 resources. pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may
-- create it; PGlite loads it at open (app/lib/db.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resources_title_trgm_idx" ON "resources" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resources_subject_trgm_idx" ON "resources" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_author_trgm_idx" ON "blog_posts" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_category_trgm_idx" ON "blog_posts" USING gin ("category" gin_trgm_ops);
