CREATE TABLE "subject_aliases" (
	"level" text NOT NULL,
	"slug" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_aliases_level_slug_pk" PRIMARY KEY("level","slug"),
	CONSTRAINT "subject_aliases_slug_check" CHECK ("subject_aliases"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "shorthand" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "credits" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "track" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "grading_id" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subject_aliases" ADD CONSTRAINT "subject_aliases_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_aliases_subject_idx" ON "subject_aliases" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_grading_id_key" ON "subjects" USING btree ("grading_id");--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_track_check" CHECK ("subjects"."track" IS NULL OR "track" IN ('programming', 'data-science'));--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_credits_check" CHECK ("subjects"."credits" IS NULL OR "subjects"."credits" BETWEEN 1 AND 20);--> statement-breakpoint
-- The programme's course catalogue (ADR 046). Facts from shared/research/courses.md: official
-- names, codes and credits from the academics page's course tables; term placement of a diploma
-- course from its prerequisites (none: Term 1; a prerequisite or corequisite: Term 2).
-- Foundation: the spec's slugs stay; names become the official ones.
UPDATE subjects SET name = c.name, short_name = c.short_name, shorthand = c.shorthand,
  credits = 4, grading_id = c.grading_id,
  source = 'Programme academics page, course table (study.iitm.ac.in/ds/academics.html, copy of 2025-11-22)'
FROM (VALUES
  ('computational-thinking', 'Computational Thinking', 'CT', ARRAY['ct', 'comp thinking'], 'ct'),
  ('mathematics', 'Mathematics for Data Science I', 'Maths 1', ARRAY['maths 1', 'math 1', 'maths1', 'm1', 'mathematics 1', 'maths i'], 'maths-1'),
  ('english', 'English I', 'English 1', ARRAY['english 1', 'eng 1', 'english1', 'english i'], 'english-1'),
  ('statistics', 'Statistics for Data Science I', 'Stats 1', ARRAY['stats 1', 'stat 1', 'stats1', 'statistics 1', 'stats i'], 'stats-1'),
  ('mathematics-2', 'Mathematics for Data Science II', 'Maths 2', ARRAY['maths 2', 'math 2', 'maths2', 'm2', 'mathematics 2', 'maths ii'], 'maths-2'),
  ('programming', 'Programming in Python', 'Python', ARRAY['python', 'py', 'programming'], 'python'),
  ('english-2', 'English II', 'English 2', ARRAY['english 2', 'eng 2', 'english2', 'english ii'], 'english-2'),
  ('statistics-2', 'Statistics for Data Science II', 'Stats 2', ARRAY['stats 2', 'stat 2', 'stats2', 'statistics 2', 'stats ii'], 'stats-2')
) AS c(slug, name, short_name, shorthand, grading_id)
WHERE subjects.level = 'foundation' AND subjects.slug = c.slug
  AND NOT EXISTS (SELECT 1 FROM subjects o WHERE o.grading_id = c.grading_id);--> statement-breakpoint
-- The spec's diploma subjects are not the programme's courses: each becomes the nearest real
-- course, keeping its id (so its resources, dates and questions stay), and its old slug as an alias.
CREATE TEMPORARY TABLE catalogue_renames (old_slug text, new_slug text);--> statement-breakpoint
INSERT INTO catalogue_renames VALUES
  ('database-systems', 'database-management-systems'),
  ('machine-learning', 'machine-learning-foundations'),
  ('data-science-1', 'tools-in-data-science'),
  ('data-science-2', 'machine-learning-practice'),
  ('data-visualization', 'business-data-management'),
  ('deep-learning', 'deep-learning-and-generative-ai'),
  ('big-data', 'machine-learning-techniques'),
  ('capstone', 'machine-learning-practice-project');--> statement-breakpoint
INSERT INTO subject_aliases (level, slug, subject_id)
SELECT 'diploma', r.old_slug, s.id
FROM catalogue_renames r JOIN subjects s ON s.level = 'diploma' AND s.slug = r.old_slug
WHERE NOT EXISTS (SELECT 1 FROM subjects o WHERE o.level = 'diploma' AND o.slug = r.new_slug);--> statement-breakpoint
UPDATE subjects SET slug = r.new_slug
FROM catalogue_renames r
WHERE subjects.level = 'diploma' AND subjects.slug = r.old_slug
  AND NOT EXISTS (SELECT 1 FROM subjects o WHERE o.level = 'diploma' AND o.slug = r.new_slug);--> statement-breakpoint
UPDATE resources SET subject = r.new_slug
FROM catalogue_renames r
WHERE resources.level = 'diploma' AND resources.subject IN (r.old_slug, replace(r.old_slug, '-', '_'))
  AND EXISTS (SELECT 1 FROM subjects s WHERE s.level = 'diploma' AND s.slug = r.new_slug);--> statement-breakpoint
-- Every diploma course: the renamed rows get their facts, the others are added.
CREATE TEMPORARY TABLE catalogue_diploma (slug text, code text, name text, short_name text,
  shorthand text[], credits integer, track text, term text, position integer, grading_id text,
  description text);--> statement-breakpoint
INSERT INTO catalogue_diploma VALUES
  ('database-management-systems', 'BSCS2001', 'Database Management Systems', 'DBMS', ARRAY['dbms', 'database', 'databases', 'sql'], 4, 'programming', 'term1', 0, 'dbms', 'Relational models, SQL, normalisation, indexing and transactions.'),
  ('programming-data-structures-and-algorithms-using-python', 'BSCS2002', 'Programming, Data Structures and Algorithms using Python', 'PDSA', ARRAY['pdsa', 'dsa', 'data structures', 'algorithms'], 4, 'programming', 'term1', 1, 'pdsa', 'Searching, sorting, graphs, greedy methods and dynamic programming, in Python.'),
  ('programming-concepts-using-java', 'BSCS2005', 'Programming Concepts using Java', 'Java', ARRAY['java', 'oop'], 4, 'programming', 'term1', 2, 'java', 'Classes, objects, inheritance, generics and collections in Java.'),
  ('system-commands', 'BSSE2001', 'System Commands', 'System Commands', ARRAY['system commands', 'sc', 'linux', 'shell', 'bash'], 3, 'programming', 'term1', 3, 'system-commands', 'The Linux command line: files, processes, pipes, regular expressions and shell scripts.'),
  ('machine-learning-foundations', 'BSCS2004', 'Machine Learning Foundations', 'MLF', ARRAY['mlf', 'ml foundations'], 4, 'data-science', 'term1', 4, 'mlf', 'The mathematics under machine learning: linear algebra, optimisation and probability.'),
  ('business-data-management', 'BSMS2001', 'Business Data Management', 'BDM', ARRAY['bdm', 'business data'], 4, 'data-science', 'term1', 5, 'bdm', 'Collecting, cleaning and reading data from a real business, and presenting what it shows.'),
  ('modern-application-development-1', 'BSCS2003', 'Modern Application Development I', 'MAD 1', ARRAY['mad 1', 'mad1', 'mad i', 'app dev 1', 'appdev 1'], 4, 'programming', 'term2', 0, 'appdev-1', 'Web applications with a server, templates and a database.'),
  ('modern-application-development-1-project', 'BSCS2003P', 'Modern Application Development I - Project', 'MAD 1 Project', ARRAY['mad 1 project', 'mad1 project', 'mad 1p'], 2, 'programming', 'term2', 1, 'appdev-1-project', 'A web application built over the term, with vivas.'),
  ('modern-application-development-2', 'BSCS2006', 'Modern Application Development II', 'MAD 2', ARRAY['mad 2', 'mad2', 'mad ii', 'app dev 2', 'appdev 2'], 4, 'programming', 'term2', 2, 'appdev-2', 'Front-end frameworks, APIs, caching and background jobs.'),
  ('modern-application-development-2-project', 'BSCS2006P', 'Modern Application Development II - Project', 'MAD 2 Project', ARRAY['mad 2 project', 'mad2 project', 'mad 2p'], 2, 'programming', 'term2', 3, 'appdev-2-project', 'A larger web application built over the term, with vivas.'),
  ('machine-learning-techniques', 'BSCS2007', 'Machine Learning Techniques', 'MLT', ARRAY['mlt', 'ml techniques'], 4, 'data-science', 'term2', 4, 'mlt', 'Regression, classification, clustering and dimensionality reduction, from the ground up.'),
  ('machine-learning-practice', 'BSCS2008', 'Machine Learning Practice', 'MLP', ARRAY['mlp', 'ml practice'], 4, 'data-science', 'term2', 5, 'mlp', 'Machine learning on real data with scikit-learn: pipelines, tuning and evaluation.'),
  ('machine-learning-practice-project', 'BSCS2008P', 'Machine Learning Practice - Project', 'MLP Project', ARRAY['mlp project', 'kaggle project'], 2, 'data-science', 'term2', 6, 'mlp-project', 'A machine learning contest on real data, with vivas.'),
  ('tools-in-data-science', 'BSSE2002', 'Tools in Data Science', 'TDS', ARRAY['tds', 'tools'], 3, 'data-science', 'term2', 7, 'tds', 'Scraping, data preparation, visualisation and deployment: the tooling of a working data scientist.'),
  ('business-data-management-project', 'BSMS2001P', 'Business Data Management - Project (Option 1)', 'BDM Project', ARRAY['bdm project'], 2, 'data-science', 'term2', 8, 'bdm-project', 'Data collected from a real business, analysed and presented.'),
  ('business-analytics', 'BSMS2002', 'Business Analytics (Option 1)', 'BA', ARRAY['ba', 'business analytics', 'analytics'], 4, 'data-science', 'term2', 9, 'ba', 'Turning business data into decisions: forecasting, optimisation and case studies.'),
  ('deep-learning-and-generative-ai', 'BSDA2001', 'Introduction to Deep Learning and Generative AI (Option 2)', 'DL GenAI', ARRAY['dl genai', 'dl', 'deep learning', 'genai', 'dlgenai'], 4, 'data-science', 'term2', 10, 'dl-genai', 'Neural networks, training, and the models behind generative AI.'),
  ('deep-learning-and-generative-ai-project', 'BSDA2001P', 'Deep Learning and Generative AI - Project (Option 2)', 'DL GenAI Project', ARRAY['dl genai project', 'dl project'], 2, 'data-science', 'term2', 11, 'dl-genai-project', 'A deep learning contest and a technical viva.');--> statement-breakpoint
UPDATE subjects SET name = d.name, code = d.code, short_name = d.short_name,
  shorthand = d.shorthand, credits = d.credits, track = d.track, term = d.term,
  position = d.position, grading_id = d.grading_id, description = d.description,
  source = 'Programme academics page, course table (study.iitm.ac.in/ds/academics.html, copy of 2025-11-22)'
FROM catalogue_diploma d
WHERE subjects.level = 'diploma' AND subjects.slug = d.slug
  AND NOT EXISTS (SELECT 1 FROM subjects o WHERE o.id <> subjects.id AND (o.code = d.code OR o.grading_id = d.grading_id));--> statement-breakpoint
INSERT INTO subjects (level, slug, name, description, term, position, code, short_name, shorthand,
  credits, track, grading_id, source)
SELECT 'diploma', d.slug, d.name, d.description, d.term, d.position, d.code, d.short_name,
  d.shorthand, d.credits, d.track, d.grading_id,
  'Programme academics page, course table (study.iitm.ac.in/ds/academics.html, copy of 2025-11-22)'
FROM catalogue_diploma d
WHERE NOT EXISTS (SELECT 1 FROM subjects o
  WHERE (o.level = 'diploma' AND o.slug = d.slug) OR o.code = d.code OR o.grading_id = d.grading_id);--> statement-breakpoint
-- Degree-level courses: names, codes and credits of the grading document's course table. They
-- have no public page; the CGPA calculator lists them.
INSERT INTO subjects (level, slug, name, position, code, short_name, credits, grading_id, source)
SELECT 'degree', c.slug, c.name, c.position, c.code, '', 4, c.slug,
  'BS-DS Sep 2025 Grading document (STUDENT), Annexure I course table'
FROM (VALUES
  (0, 'BSCS3001', 'software-engineering', 'Software Engineering'),
  (1, 'BSCS3002', 'software-testing', 'Software Testing'),
  (2, 'BSCS3003', 'ai-search-methods', 'AI: Search Methods for Problem Solving'),
  (3, 'BSCS3004', 'deep-learning', 'Deep Learning'),
  (4, 'BSGN3001', 'strategies-professional-growth', 'Strategies for Professional Growth'),
  (5, 'BSBT4001', 'algorithmic-thinking-bioinformatics', 'Algorithmic Thinking in Bioinformatics'),
  (6, 'BSBT4002', 'big-data-biological-networks', 'Big Data and Biological Networks'),
  (7, 'BSCS4001', 'data-visualization-design', 'Data Visualization Design'),
  (8, 'BSEE4001', 'speech-technology', 'Speech Technology'),
  (9, 'BSMS4002', 'design-thinking-app-development', 'Design Thinking for Data-Driven App Development'),
  (10, 'BSMS4001', 'industry-4', 'Industry 4.0'),
  (11, 'BSMS4003', 'financial-forensics', 'Financial Forensics'),
  (12, 'BSMS3002', 'market-research', 'Market Research'),
  (13, 'BSDA5001', 'intro-big-data', 'Introduction to Big Data'),
  (14, 'BSCS4003', 'privacy-security-social-media', 'Privacy & Security in Online Social Media'),
  (15, 'BSMA2001', 'mathematical-thinking', 'Mathematical Thinking'),
  (16, 'BSMA3012', 'linear-statistical-models', 'Linear Statistical Models'),
  (17, 'BSMA3014', 'statistical-computing', 'Statistical Computing'),
  (18, 'BSCS4021', 'advanced-algorithms', 'Advanced Algorithms'),
  (19, 'BSCS3031', 'computer-systems-design', 'Computer Systems Design'),
  (20, 'BSCS4022', 'operating-systems', 'Operating Systems'),
  (21, 'BSDA5007', 'reinforcement-learning', 'Reinforcement Learning'),
  (22, 'BSCS3005', 'programming-in-c', 'Programming in C'),
  (23, 'BSCS4024', 'computer-networks', 'Computer Networks'),
  (24, 'BSDA5005', 'intro-nlp', 'Introduction to Natural Language Processing (i-NLP)'),
  (25, 'BSDA5006', 'deep-learning-computer-vision', 'Deep Learning for Computer Vision'),
  (26, 'BSDA5004', 'large-language-models', 'Large Language Models'),
  (27, 'BSMS4023', 'game-theory-strategy', 'Game Theory and Strategy'),
  (28, 'BSMS3033', 'managerial-economics', 'Managerial Economics'),
  (29, 'BSMS3034', 'corporate-finance', 'Corporate Finance'),
  (30, 'BSDA5014', 'mlops', 'ML Ops'),
  (31, 'BSDA5002', 'math-foundations-generative-ai', 'Mathematical Foundations of Generative AI'),
  (32, 'BSDA5003', 'algorithms-data-science', 'Algorithms for Data Science'),
  (33, 'BSDA5013', 'deep-learning-practice', 'Deep Learning Practice'),
  (34, 'BSDA4001', 'data-science-ai-lab', 'Data Science and AI Lab')
) AS c(position, code, slug, name)
WHERE NOT EXISTS (SELECT 1 FROM subjects o
  WHERE (o.level = 'degree' AND o.slug = c.slug) OR o.code = c.code OR o.grading_id = c.slug);
--> statement-breakpoint
DROP TABLE catalogue_renames;--> statement-breakpoint
DROP TABLE catalogue_diploma;
