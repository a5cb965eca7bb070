ALTER TABLE "blog_posts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_papers" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_demo_idx" ON "blog_posts" USING btree ("id") WHERE "blog_posts"."demo";--> statement-breakpoint
CREATE INDEX "resources_demo_idx" ON "resources" USING btree ("id") WHERE "resources"."demo";--> statement-breakpoint
-- Databases seeded before this column existed: their demo rows, found by what only the seed
-- writes (db/seed.ts and the demo modules), so the launch checklist counts them and the removal
-- finds them. A demo resource still has its sample file (keys "demo-…"; an admin's upload has
-- a random key); a demo post its slug and fixed date; a demo question or mock its source, fixed
-- publication time and no edit since; a demo date its fixed UID and no edit since.
UPDATE "resources" SET "demo" = true WHERE "file_key" LIKE 'demo-%';--> statement-breakpoint
UPDATE "blog_posts" SET "demo" = true
WHERE ("slug", "created_at") IN (
  ('welcome-to-the-hub', timestamptz '2026-10-20 09:00:00+00'),
  ('foundation-while-working', timestamptz '2026-10-14 09:00:00+00'),
  ('reading-the-grading-formula', timestamptz '2026-10-09 09:00:00+00'),
  ('internship-checklist', timestamptz '2026-10-03 09:00:00+00'),
  ('term-schedule-notes-draft', timestamptz '2026-10-01 09:00:00+00')
);--> statement-breakpoint
UPDATE "practice_questions" SET "demo" = true
WHERE "source" = 'Original practice question'
  AND "published_at" = timestamptz '2026-11-20 09:00:00+00'
  AND "updated_at" = "created_at";--> statement-breakpoint
UPDATE "practice_papers" SET "demo" = true
WHERE "slug" = 'practice-mock-1'
  AND "source" = 'Original mock paper'
  AND "published_at" = timestamptz '2026-11-20 09:00:00+00'
  AND "updated_at" = "created_at";--> statement-breakpoint
UPDATE "calendar_events" SET "demo" = true
WHERE "updated_at" = "created_at" AND "uid" IN (
  'b80258c6-4f6a-56b1-ad95-eea209a882af', '6961d4ae-c547-57f0-a4d9-33c545f77e94',
  '807a0f37-fd7a-582b-a7ea-7557220af8f4', 'e4cfcad0-2fb2-52d1-aff0-3499149d5209',
  '112234f1-c525-556d-a69b-3cc5feb4daa6', 'd291b6f8-f145-57af-ae9d-07e2f1d6747d',
  'f43de218-0a44-57e4-a93c-4c891c774df8', 'dc448d37-b136-51c6-a78e-42199a72f032',
  'd46d7944-1479-54b0-a04d-baa950cc1cd8', '3ad743d1-f88d-5990-a700-881fd50a7db6',
  'f6796a7d-bbbf-5d6a-ab26-fe47bbe657f5', '0cdd2e6f-f61f-5789-a255-929def446724',
  'aaddecda-6f38-589b-a445-6c5705c33b0b', '657074d3-baf1-587d-ab7d-1939b93970a2',
  '545152a8-266a-542b-af62-aba820748ceb', 'eba4b6ad-c1b5-5303-ab17-b242dad190a9',
  'eb04733a-cfc0-5810-ab47-3ffc7619b82a', 'c4bbea3f-e5fd-5538-a9e6-be936246c8ff',
  '39e0cd7a-f25d-5ded-acce-fdb60dcbe0ae', '57f7eb00-a077-507a-a623-996ad18562c4',
  '9a77a25c-12d2-5393-a52b-470542e29c9f', '9151f27e-c6be-5ba6-ac89-a709caf56e9b',
  '24d089dc-3db4-5a41-a39f-9ca7a50c544a', '835e5c5f-0736-5458-af3f-36ce47e16445',
  '9c86d7d6-e101-5d38-a1d5-f88262cd2b8e', '7e119b86-39a0-5255-a9ab-cd8f285f77f3'
);
