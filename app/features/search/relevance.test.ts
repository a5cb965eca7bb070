// Relevance: queries written the way students ask (typos, shorthand, mixed case, a subject plus
// a kind plus a term), each with the result that must be among the first three. Prints
// success@3 and fails under 90 %. The content: the demo seed (the course catalogue's Foundation
// and Diploma courses, ADR 046), a few resources and posts as operators title them, and a
// community channel.
import { expect, it } from "vitest";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import type { Database } from "~/lib/db.server";
import { blogPosts, resources } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { seedDemoContent } from "~tests/setup/demo-content";
import { type SearchHit, searchSite } from "./queries.server";
import { parseSearchParams } from "./schema";

type Expected = Partial<Record<"title" | "kind" | "subject" | "url" | "level", string | RegExp>>;

const CASES: [query: string, expected: Expected][] = [
  // Typos
  ["statistcs", { kind: "subject", title: "Statistics for Data Science I" }],
  ["pyhton", { kind: "subject", title: "Programming in Python" }],
  ["machin lerning", { kind: "subject", title: "Machine Learning Foundations" }],
  ["deep learnign", { kind: "subject", title: /^Introduction to Deep Learning/ }],
  ["englsh", { kind: "subject", title: "English I" }],
  ["GRADE PREDICTER", { kind: "tool", title: "Grade Predictor" }],
  ["calculater cgpa", { kind: "tool", title: "CGPA Calculator" }],
  ["programing in python notes", { kind: "notes", subject: "programming" }],
  ["bussiness analytics", { kind: "subject", title: "Business Analytics (Option 1)" }],
  // Shorthand
  ["cgpa", { kind: "tool", title: "CGPA Calculator" }],
  ["MLF", { kind: "subject", title: "Machine Learning Foundations" }],
  ["mlt notes", { kind: "notes", subject: "machine-learning-techniques" }],
  ["ML techniques", { kind: "subject", title: "Machine Learning Techniques" }],
  ["mlp", { kind: "subject", title: "Machine Learning Practice" }],
  ["BDM", { kind: "subject", title: "Business Data Management" }],
  ["PDSA", { kind: "subject", title: /Programming, Data Structures/ }],
  ["pdsa oppe", { title: "PDSA OPPE 1 practice set" }],
  ["MAD 1 project", { title: "MAD 1 project: a walk-through" }],
  ["dbms", { kind: "subject", title: "Database Management Systems" }],
  ["CT notes", { kind: "notes", subject: "computational-thinking" }],
  ["what is OPPE", { title: "What the OPPE is and how to prepare for it" }],
  ["Maths 1 notes", { kind: "notes", subject: "mathematics" }],
  ["stats revision", { kind: "notes", subject: "statistics", title: /Revision sheet/ }],
  ["system comands", { kind: "subject", title: "System Commands" }],
  // A subject, a kind and an exam or term
  ["maths 2 quiz 1 pyq", { kind: "pyqs", url: /mathematics-2-quiz-1/ }],
  ["Stats 2 ET pyq", { kind: "pyqs", url: /statistics-2-end-term/ }],
  ["stats 1 qz1 pyq", { kind: "pyqs", url: /-statistics-quiz-1/ }],
  ["python quiz 2 paper", { kind: "pyqs", url: /programming-quiz-2/ }],
  ["English 2 PYQs", { kind: "pyqs", subject: "english-2" }],
  ["computational thinking end term notes", { kind: "notes", subject: "computational-thinking" }],
  ["bdm end term paper", { title: "BDM end term paper, January 2024" }],
  ["tools in data science notes", { kind: "notes", subject: "tools-in-data-science" }],
  ["weeks 5-8 summary maths", { kind: "notes", subject: "mathematics", title: /Weeks 5–8/ }],
  ["database notes", { kind: "notes", subject: "database-management-systems" }],
  ["previous year papers diploma", { kind: "pyqs", level: "diploma" }],
  // Pages, posts, tools and community
  ["grade predictor", { kind: "tool", title: "Grade Predictor" }],
  ["privacy", { kind: "page", title: "Privacy Policy" }],
  ["refund", { kind: "page", title: "Return & Refund Policy" }],
  ["terms and conditions", { kind: "page", title: "Terms and Conditions" }],
  ["shipping", { kind: "page", title: "Shipping Policy" }],
  ["contact", { kind: "page", title: "Contact Us" }],
  ["is this site official", { kind: "page", title: "About Us" }],
  ["internship", { kind: "post", title: /Internships for data science students/ }],
  ["working full time", { kind: "post", title: /working full time/ }],
  ["grading formula", { kind: "post", title: /grading formula/ }],
  ["foundation whatsapp group", { kind: "community", level: "foundation" }],
  ["study materials", { kind: "page", title: "Study Materials" }],
  ["Statistics", { kind: "subject", title: "Statistics for Data Science I" }],
];

async function seed(db: Database) {
  await seedDemoContent(db);
  const resource = (
    title: string,
    subject: string,
    resourceType: "notes" | "pyqs" | "lectures",
    exam: "quiz-1" | "quiz-2" | "end-term" | null = null,
  ) => ({
    title,
    description: "Shared by a student.",
    category: "academic" as const,
    level: "diploma" as const,
    subject,
    resourceType,
    exam,
    linkUrl: "https://drive.google.com/file/d/demo",
  });
  await db
    .insert(resources)
    .values([
      resource("Week 3 notes: kernels", "machine-learning-techniques", "notes", "quiz-1"),
      resource(
        "PDSA OPPE 1 practice set",
        "programming-data-structures-and-algorithms-using-python",
        "pyqs",
      ),
      resource("MAD 1 project: a walk-through", "modern-application-development-1", "lectures"),
      resource("BDM end term paper, January 2024", "business-data-management", "pyqs", "end-term"),
    ]);
  await db.insert(blogPosts).values({
    title: "What the OPPE is and how to prepare for it",
    slug: "what-the-oppe-is",
    excerpt: "The online proctored programming exam, explained by students who sat it.",
    content: "<p>The OPPE is a programming exam taken at home under a proctor.</p>",
    category: "Study Tips",
    author: "Team",
  });
  await saveSiteSetting(db, null, "community", {
    foundation: { chatGroup: "https://chat.whatsapp.com/foundation-demo" },
  });
}

function matches(hit: SearchHit, expected: Expected): boolean {
  return Object.entries(expected).every(([field, want]) => {
    const value = String(hit[field as keyof SearchHit] ?? "");
    return typeof want === "string" ? value === want : want.test(value);
  });
}

describeWithDatabase("search relevance", (getDb) => {
  it(`finds what students ask for in the top 3 (${CASES.length} queries, success@3 ≥ 90 %)`, async () => {
    const db = getDb();
    await seed(db);
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const [query, expected] of CASES) {
      const url = new URL(`http://localhost/search?${new URLSearchParams({ q: query })}`);
      const { hits } = await searchSite(db, parseSearchParams(url));
      if (process.env.SHOW_HITS)
        console.log(
          query,
          "=>",
          hits
            .slice(0, 3)
            .map((h) => `${h.kind}: ${h.title} (${h.subject ?? ""})`)
            .join(" | "),
        );
      if (!hits.slice(0, 3).some((hit) => matches(hit, expected))) {
        misses.push(
          `${JSON.stringify(query)}: wanted ${JSON.stringify(expected, (_k, v) => (v instanceof RegExp ? String(v) : v))}, got ${JSON.stringify(hits.slice(0, 3).map((h) => `${h.kind}: ${h.title} (${h.subject ?? ""})`))}`,
        );
      }
    }
    const success = (CASES.length - misses.length) / CASES.length;
    console.log(
      `[search relevance] success@3 = ${(success * 100).toFixed(1)} % (${CASES.length - misses.length} of ${CASES.length})${misses.length ? `\nmisses:\n  ${misses.join("\n  ")}` : ""}`,
    );
    expect(success).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
