// Demo content (`npm run db:seed`, and automatically on the first start of an empty embedded
// database): the subjects of spec §2, a few notes per foundation subject, the final-term question
// papers with the spec's counts per subject, and a handful of blog posts.
import { count } from "drizzle-orm";
import { externalLinks } from "../app/content/links";
import { subjectCatalogue, TERMS } from "../app/content/subjects";
import type { Database } from "../app/lib/db.server";
import { blogPosts, resources } from "./schema";
import { seedDemoSettings } from "./seed-settings";

type NewResource = typeof resources.$inferInsert;
type NewPost = typeof blogPosts.$inferInsert;

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

const NOTE_TOPICS = ["Week 1–4 summary", "Week 5–8 summary", "Formula sheet"];

export function buildDemoResources(): NewResource[] {
  const rows: NewResource[] = [];
  // Seed rows get distinct, decreasing timestamps so "newest first" has a stable order.
  let minutesAgo = 0;
  const at = () => new Date(Date.UTC(2026, 0, 15) - ++minutesAgo * 60_000);

  for (const level of ["foundation", "diploma"] as const) {
    for (const term of TERMS) {
      for (const subject of subjectCatalogue[level][term]) {
        const dbTerm = term === "term1" ? "term-1" : "term-2";
        rows.push({
          title: `${subject.name} Introduction`,
          description: `Introduction to ${subject.name}`,
          category: "academic",
          level,
          subject: subject.id,
          resourceType: "notes",
          resourceTag: "introduction",
          term: "term-1",
          createdAt: at(),
        });
        if (level !== "foundation") continue;

        for (const topic of NOTE_TOPICS) {
          rows.push({
            title: `${subject.name}: ${topic}`,
            description: `Student-written ${topic.toLowerCase()} for ${subject.name}.`,
            category: "academic",
            level,
            subject: subject.id,
            resourceType: "notes",
            resourceTag: "study-note",
            term: dbTerm,
            exam: "quiz-1",
            linkUrl: externalLinks.subjectFolder(level, subject.id),
            createdAt: at(),
          });
        }
        const papers = FINAL_TERM_PAPER_COUNTS[subject.id] ?? 0;
        for (let n = 1; n <= papers; n++) {
          rows.push({
            title: `Paper ${n}`,
            description: SESSIONS[(n - 1) % SESSIONS.length] ?? "Final term session",
            category: "academic",
            level,
            subject: subject.id,
            resourceType: "pyqs",
            resourceTag: "pyq",
            term: dbTerm,
            exam: "end-term",
            linkUrl: externalLinks.demoPaper(subject.id, n),
            createdAt: at(),
          });
        }
      }
    }
  }
  return rows;
}

export function buildDemoPosts(): NewPost[] {
  const day = (d: number) => new Date(Date.UTC(2026, 9, d, 9));
  return [
    {
      title: "Welcome to the hub",
      slug: "welcome-to-the-hub",
      excerpt: "What this student-run site offers, and how you can help it grow.",
      content:
        '<p>This site collects notes, previous-year papers and links that students of the programme have found useful.</p><p>It is run by students, for students, and it is <strong>not official</strong>. If you have something worth sharing, use the <a href="/resources/submit">submission form</a>.</p>',
      category: "Official",
      author: "Hub Team",
      tags: ["announcement", "community"],
      readTime: "2 min",
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
      tags: ["foundation", "time management"],
      readTime: "6 min",
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
      tags: ["grading", "quizzes"],
      readTime: "4 min",
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
      tags: ["career", "internships"],
      readTime: "5 min",
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
  ];
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(resources);
  const [p] = await db.select({ n: count() }).from(blogPosts);
  return (r?.n ?? 0) === 0 && (p?.n ?? 0) === 0;
}

/** Inserts the demo content in one transaction. Returns what it inserted. */
export async function seedDatabase(db: Database) {
  const demoResources = buildDemoResources();
  const demoPosts = buildDemoPosts();
  await db.transaction(async (tx) => {
    await tx.insert(resources).values(demoResources);
    await tx.insert(blogPosts).values(demoPosts);
  });
  const settings = await seedDemoSettings(db);
  return { resources: demoResources.length, posts: demoPosts.length, settings };
}
