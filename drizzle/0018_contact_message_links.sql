ALTER TABLE "contact_messages" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_link_url_check" CHECK ("contact_messages"."link_url" IS NULL OR "contact_messages"."link_url" ~ '^https?://');