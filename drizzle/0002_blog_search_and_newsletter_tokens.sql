ALTER TABLE "newsletter_subscriptions" RENAME COLUMN "token_hash" TO "confirm_token_hash";--> statement-breakpoint
DROP INDEX "newsletter_subscriptions_token_hash_key";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (blog_post_search_document(title, excerpt, content, tags)) STORED;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
-- Rows from before this migration get an unguessable value no link carries; their next mail gets a real token.
UPDATE "newsletter_subscriptions" SET "unsubscribe_token_hash" = md5(gen_random_uuid()::text || id::text) WHERE "unsubscribe_token_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "unsubscribe_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_hash_key" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_token_hash_key" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");