// Demo content (`npm run db:seed`, and automatically on the first start of an empty embedded
// database): for every course of the subjects table that has public pages (the Foundation and
// Diploma courses of the catalogue, ADR 046; the degree level has none), sample notes on each
// exam tab and question papers (the spec's final-term counts per foundation subject), each a
// small real PDF made here and written to the upload storage; a handful of blog posts; and the
// original practice questions with one mock per Foundation course
// (app/features/practice/demo.server.ts); the September 2025 term's exam calendar from its
// grading document (app/features/calendar/demo.server.ts).
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { asc, count, inArray } from "drizzle-orm";
import { postReadTime } from "~/features/blog/mutations.server";
import { seedDemoCalendar } from "~/features/calendar/demo.server";
import { seedDemoPractice } from "~/features/practice/demo.server";
import { PUBLIC_LEVELS } from "~/features/resources/subjects";
import { seedDemoSettings } from "~/features/settings/demo.server";
import type { Database } from "~/lib/db.server";
import { StartupError } from "~/lib/startup-error";
import type { FileStorage } from "~/lib/storage.server";
import { blogPosts, RESOURCE_LEVELS, resources, subjects } from "~db/schema";
import { renderSamplePdf, type SamplePdfText } from "./sample-pdf.server";

type NewResource = typeof resources.$inferInsert;
type NewPost = typeof blogPosts.$inferInsert;
type Exam = NonNullable<NewResource["exam"]>;

/** A subject row as the seed reads it from the subjects table. */
export interface DemoSubject {
  level: NewResource["level"];
  slug: string;
  name: string;
  term: "term1" | "term2" | null;
}

/** A demo resource: its row (all but the file's size) and the text of its sample PDF. */
export interface DemoResource {
  row: Omit<NewResource, "fileSize"> & { fileKey: string };
  pdf: SamplePdfText;
}

/** Final-term papers per foundation subject (spec §2 "PYQ page"). */
export const FINAL_TERM_PAPER_COUNTS: Record<string, number> = {
  mathematics: 8,
  statistics: 7,
  english: 5,
  "computational-thinking": 6,
  programming: 6,
  "mathematics-2": 7,
  "statistics-2": 5,
  "english-2": 7,
};
/** Final-term papers of any other subject (the diploma's, or one an admin added). */
export const OTHER_FINAL_TERM_PAPERS = 3;
/** Quiz papers: one per quiz of each foundation subject, so those tabs are not all empty. */
const QUIZ_PAPERS: Exam[] = ["quiz-1", "quiz-2"];

const SESSIONS = [
  "January 2023 AN session",
  "January 2023 FN session",
  "May 2023 AN session",
  "May 2023 FN session",
  "September 2023 AN session",
  "September 2023 FN session",
  "January 2024 AN session",
  "January 2024 FN session",
];

/** The notes of every subject, spread over the notes page's Quiz 1, Quiz 2 and Final Term tabs. */
export const DEMO_NOTES: { exam: Exam; topic: string }[] = [
  { exam: "quiz-1", topic: "Weeks 1–4 summary" },
  { exam: "quiz-2", topic: "Weeks 5–8 summary" },
  { exam: "end-term", topic: "Weeks 9–12 summary" },
  { exam: "end-term", topic: "Revision sheet" },
];

const EXAM_LABELS: Record<Exam, string> = {
  "quiz-1": "Quiz 1",
  "quiz-2": "Quiz 2",
  "end-term": "Final Term",
  important: "Important questions",
  video: "Videos",
};
const LEVEL_LABELS: Record<string, string> = {
  foundation: "Foundation level",
  diploma: "Diploma level",
  degree: "Degree level",
  bsc: "BSc level",
  bs: "BS level",
};
const SAMPLE_NOTE =
  "This PDF was generated when the demo database was seeded. It stands in for a file that " +
  "students would share, so that every download of the demo works. An admin replaces it with " +
  "the real file, or deletes it, under Resources in the admin area.";

/**
 * Every course of the subjects table on a public level, level by level, in the order the pages
 * list them: the demo fills the pages a visitor can open.
 */
export async function listDemoSubjects(db: Database): Promise<DemoSubject[]> {
  const rows = await db
    .select({
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      term: subjects.term,
    })
    .from(subjects)
    .where(inArray(subjects.level, [...PUBLIC_LEVELS]))
    .orderBy(asc(subjects.term), asc(subjects.position), asc(subjects.slug));
  const rank = (s: DemoSubject) => RESOURCE_LEVELS.indexOf(s.level);
  return rows.sort((a, b) => rank(a) - rank(b)); // stable: foundation first, then diploma, …
}

/**
 * A storage key of our own for a demo file: readable, and the same on every seed, so seeding
 * again after the database was emptied overwrites the earlier files rather than adding more.
 */
function demoFileKey(parts: string[]): string {
  const key = ["demo", ...parts].join("-");
  return key.length <= 76
    ? `${key}.pdf`
    : `demo-${createHash("sha256").update(key).digest("hex").slice(0, 32)}.pdf`;
}

export function buildDemoResources(subjectList: DemoSubject[]): DemoResource[] {
  const out: DemoResource[] = [];
  // Seed rows get distinct, decreasing timestamps so "newest first" has a stable order (Paper 1
  // first).
  let minutesAgo = 0;
  const at = () => new Date(Date.UTC(2026, 0, 15) - ++minutesAgo * 60_000);

  for (const subject of subjectList) {
    const { level, slug, name } = subject;
    const dbTerm =
      subject.term === "term1" ? "term-1" : subject.term === "term2" ? "term-2" : "general";
    const where = `${name} (${LEVEL_LABELS[level] ?? level}${
      subject.term ? `, Term ${subject.term.slice(-1)}` : ""
    })`;
    const add = (
      row: Omit<DemoResource["row"], "category" | "level" | "subject" | "term" | "fileType">,
      pdf: SamplePdfText,
    ) =>
      out.push({
        row: {
          ...row,
          category: "academic",
          level,
          subject: slug,
          term: dbTerm,
          fileType: "application/pdf",
          createdAt: at(),
        },
        pdf,
      });

    DEMO_NOTES.forEach(({ exam, topic }, index) => {
      const title = `${name}: ${topic} (sample)`;
      add(
        {
          title,
          description: `A sample PDF of the demo, standing in for the notes students share for ${name}.`,
          resourceType: "notes",
          resourceTag: "study-note",
          exam,
          fileKey: demoFileKey([level, slug, "notes", String(index + 1)]),
          fileName: `${slug}-notes-${index + 1}-sample.pdf`,
        },
        {
          title: `${name}: ${topic}`,
          facts: [
            ["Subject", where],
            ["Notes", `${topic}, for ${EXAM_LABELS[exam]}`],
          ],
          note: SAMPLE_NOTE,
        },
      );
    });

    const finals =
      level === "foundation"
        ? (FINAL_TERM_PAPER_COUNTS[slug] ?? OTHER_FINAL_TERM_PAPERS)
        : OTHER_FINAL_TERM_PAPERS;
    const papers: { exam: Exam; n: number }[] = [];
    for (let n = 1; n <= finals; n++) papers.push({ exam: "end-term", n });
    if (level === "foundation") for (const exam of QUIZ_PAPERS) papers.push({ exam, n: 1 });

    for (const { exam, n } of papers) {
      const session = SESSIONS[(n - 1) % SESSIONS.length] ?? "Final term session";
      add(
        {
          title: `Paper ${n}`,
          description: `${session} (sample)`,
          resourceType: "pyqs",
          resourceTag: "pyq",
          exam,
          fileKey: demoFileKey([level, slug, exam, String(n)]),
          fileName: `${slug}-${exam}-paper-${n}-sample.pdf`,
        },
        {
          title: `${name}: ${EXAM_LABELS[exam]} Paper ${n}`,
          facts: [
            ["Subject", where],
            ["Exam", EXAM_LABELS[exam]],
            ["Paper", `Paper ${n}, ${session}`],
          ],
          note: `${SAMPLE_NOTE} It holds no questions of the real paper.`,
        },
      );
    }
  }
  return out;
}

export function buildDemoPosts(): NewPost[] {
  const day = (d: number) => new Date(Date.UTC(2026, 9, d, 9));
  // Read times computed from the text, as an admin's save does.
  return withReadTimes([
    {
      title: "Welcome to the hub",
      slug: "welcome-to-the-hub",
      excerpt: "What this student-run site offers, and how you can help it grow.",
      content:
        '<p>This site collects notes, previous-year papers and links that students of the programme have found useful.</p><p>It is run by students, for students, and it is <strong>not official</strong>. If you have something worth sharing, use the <a href="/resources/submit">submission form</a>.</p>',
      category: "Official",
      author: "Hub Team",
      tags: ["announcement", "community"],
      createdAt: day(20),
    },
    {
      title: "How I cleared the foundation level while working full time",
      slug: "foundation-while-working",
      excerpt: "A weekly routine, the tools that helped, and what I would do differently.",
      content:
        "<p>I kept three fixed study blocks a week and used the weekend for graded assignments.</p><h2>What worked</h2><ul><li>Watching lectures at 1.5× with notes open</li><li>Solving old quiz papers under a timer</li></ul><p>What I would change: start the programming assignments earlier.</p>",
      category: "Experience",
      author: "Ananya R.",
      tags: ["foundation", "time management", "quizzes"],
      createdAt: day(14),
    },
    {
      title: "Reading the grading formula before your first quiz",
      slug: "reading-the-grading-formula",
      excerpt: "Why the weights of quizzes, assignments and the end term matter from week one.",
      content:
        "<p>Each course publishes a formula that combines graded assignments, quizzes and the end-term exam.</p><p>Knowing it early tells you where an extra hour of study is worth the most.</p>",
      category: "Academic",
      author: "Karthik S.",
      tags: ["grading", "quizzes", "foundation"],
      createdAt: day(9),
    },
    {
      title: "Internships for data science students: a first checklist",
      slug: "internship-checklist",
      excerpt: "A portfolio, a short CV and three projects: where to begin.",
      content:
        "<p>Recruiters look for evidence that you can finish work. Pick three small projects and publish them.</p><ol><li>A cleaned data set with a short analysis</li><li>A simple model with an honest evaluation</li><li>A dashboard someone else can use</li></ol>",
      category: "Career",
      author: "Meera P.",
      tags: ["career", "internships", "community"],
      createdAt: day(3),
    },
    {
      title: "Term schedule notes (draft)",
      slug: "term-schedule-notes-draft",
      excerpt: "Draft notes on the coming term's key dates.",
      content: "<p>Draft: to be checked against the official calendar before publishing.</p>",
      category: "News",
      author: "Hub Team",
      tags: ["schedule"],
      published: false,
      createdAt: day(1),
    },
  ]);
}

function withReadTimes(posts: NewPost[]): NewPost[] {
  return posts.map((post) => ({ ...post, readTime: postReadTime(post.content, undefined) }));
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(resources);
  const [p] = await db.select({ n: count() }).from(blogPosts);
  return (r?.n ?? 0) === 0 && (p?.n ?? 0) === 0;
}

/** Writes each demo resource's PDF to storage, a few at a time; returns the sizes by key. */
async function storeDemoFiles(storage: FileStorage, demo: DemoResource[]) {
  const sizes = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < demo.length; i = next++) {
      const { row, pdf } = demo[i]!;
      const bytes = await renderSamplePdf(pdf);
      await storage.put(row.fileKey, Readable.from([Buffer.from(bytes)]));
      sizes.set(row.fileKey, bytes.byteLength);
    }
  };
  // Local folders and S3 alike are I/O bound: a few writes in flight, not 150 at once.
  try {
    await Promise.all(Array.from({ length: 8 }, worker));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `Could not write the demo content's sample files to ${storage.describe()}: ${reason}. Check DATA_DIR or the S3_* settings, or set SEED_ON_EMPTY=false.`,
    );
  }
  return sizes;
}

/**
 * Inserts the demo content: its files go to `storage` first, then every row in one transaction,
 * so no row ever names a file that is not there. Returns what it inserted and how long it took.
 */
export async function seedDatabase(db: Database, storage: FileStorage) {
  const started = performance.now();
  const demo = buildDemoResources(await listDemoSubjects(db));
  const demoPosts = buildDemoPosts();
  const sizes = await storeDemoFiles(storage, demo);
  // Marked as demo rows: the launch checklist counts them and one admin action removes them.
  const rows = demo.map(({ row }) => ({ ...row, fileSize: sizes.get(row.fileKey), demo: true }));
  await db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(resources).values(rows);
    await tx.insert(blogPosts).values(demoPosts.map((post) => ({ ...post, demo: true })));
  });
  const settings = await seedDemoSettings(db);
  const practice = await seedDemoPractice(db);
  const calendar = await seedDemoCalendar(db);
  return {
    practice,
    calendar,
    resources: rows.length,
    files: sizes.size,
    fileBytes: [...sizes.values()].reduce((a, b) => a + b, 0),
    posts: demoPosts.length,
    settings,
    ms: Math.round(performance.now() - started),
  };
}
