CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"level" text,
	"subject_id" uuid,
	"term" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_kind_check" CHECK ("kind" IN ('quiz-1', 'quiz-2', 'end-term', 'oppe', 'registration', 'deadline', 'other')),
	CONSTRAINT "calendar_events_status_check" CHECK ("status" IN ('confirmed', 'cancelled')),
	CONSTRAINT "calendar_events_level_check" CHECK ("calendar_events"."level" IS NULL OR "level" IN ('foundation', 'diploma', 'degree', 'bsc', 'bs')),
	CONSTRAINT "calendar_events_term_check" CHECK ("calendar_events"."term" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "calendar_events_ends_after_start_check" CHECK ("calendar_events"."ends_at" > "calendar_events"."starts_at"),
	CONSTRAINT "calendar_events_subject_level_check" CHECK ("calendar_events"."subject_id" IS NULL OR "calendar_events"."level" IS NOT NULL),
	CONSTRAINT "calendar_events_sequence_check" CHECK ("calendar_events"."sequence" >= 0),
	CONSTRAINT "calendar_events_uid_check" CHECK (length("calendar_events"."uid") BETWEEN 1 AND 255)
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_uid_key" ON "calendar_events" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "calendar_events_starts_at_idx" ON "calendar_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_term_idx" ON "calendar_events" USING btree ("term","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_subject_idx" ON "calendar_events" USING btree ("subject_id");--> statement-breakpoint
-- /calendar and the .ics feeds are cached pages (server/page-cache.ts, migration 0007): any write
-- to the calendar refreshes them on every app server.
CREATE OR REPLACE TRIGGER calendar_events_page_cache
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calendar_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
