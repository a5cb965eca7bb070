-- Rendered public pages are cached in each app server's memory (server/page-cache.ts). Any write
-- to the tables those pages show notifies every server listening on 'page_cache', whoever made
-- it: an admin screen on another server, a script, or SQL typed by hand.
CREATE OR REPLACE FUNCTION notify_page_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER resources_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
CREATE OR REPLACE TRIGGER blog_posts_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();--> statement-breakpoint
CREATE OR REPLACE TRIGGER grading_terms_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grading_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
