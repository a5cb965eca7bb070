CREATE TABLE "grading_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "grading_terms_term_format_check" CHECK ("grading_terms"."term" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "grading_terms_document_term_check" CHECK ("grading_terms"."document"->>'term' = "grading_terms"."term")
);
--> statement-breakpoint
ALTER TABLE "grading_terms" ADD CONSTRAINT "grading_terms_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grading_terms_term_key" ON "grading_terms" USING btree ("term");