// The public practice pages with real Requests on a real database: the practice area and its
// filters, a question page (no key, no solution before an answer), the answer form's action for
// every kind of question, right and wrong, malformed answers, and what links to them (subject
// page, PYQ Important Q tab, sitemap, site search).
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { ANSWER_MESSAGES } from "~/features/practice/marking";
import { searchSite } from "~/features/search/queries.server";
import { parseSearchParams } from "~/features/search/schema";
import { loader as sitemapLoader } from "~/routes/feeds/sitemap.xml";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { loader as listLoader } from "./practice";
import { action, loader as questionLoader } from "./practice-question";
import { loader as pyqsLoader } from "./pyqs";
import { loader as subjectLoader } from "./subject";

const BASE = "/resources/foundation/mathematics/practice";
const COURSE = { level: "foundation", subject: "mathematics" };
/** Words that appear only in keys and solutions: never in a page before an answer. */
const SECRET = "zebracorn";

type Question = typeof practiceQuestions.$inferInsert;

const QUESTIONS: Omit<Question, "subjectId" | "source">[] = [
  {
    slug: "union-size",
    kind: "numeric",
    exam: "quiz-1",
    topic: "Sets and set operations",
    difficulty: "easy",
    marks: 1,
    stem: "Let $A = \\{1, 2, 3\\}$ and $B = \\{3, 4\\}$. How many elements does $A \\cup B$ have?",
    answer: { value: 4, tolerance: 0 },
    solution: `$$|A \\cup B| = 3 + 2 - 1 = 4$$ (${SECRET} numeric)`,
  },
  {
    slug: "line-slope",
    kind: "single",
    exam: "quiz-1",
    topic: "Lines: slope",
    difficulty: "medium",
    marks: 2,
    stem: "What is the slope of the line through $(0, 1)$ and $(2, 5)$?",
    options: ["$1$", "$2$", "$\\frac{1}{2}$"],
    answer: 1,
    solution: `Rise over run: $4/2 = 2$. (${SECRET} single)`,
  },
  {
    slug: "even-numbers",
    kind: "multiple",
    exam: "quiz-2",
    topic: "Number properties",
    difficulty: "hard",
    marks: 3,
    stem: "Which numbers are even? Select all that apply.",
    options: ["2", "3", "4", "5"],
    answer: [0, 2],
    solution: `2 and 4 divide by 2. (${SECRET} multiple)`,
  },
  {
    slug: "bijection-word",
    kind: "text",
    exam: "end-term",
    topic: "Functions and their types",
    difficulty: "easy",
    marks: 1,
    stem: "A function that is one-to-one and onto is called what? (One word.)",
    answer: ["bijective", "bijection"],
    solution: `It is **bijective** (${SECRET} text).`,
  },
  {
    slug: "draft-question",
    kind: "numeric",
    exam: "quiz-1",
    topic: "Sets and set operations",
    difficulty: "easy",
    marks: 1,
    stem: "A draft nobody may see yet: what is 1 + 1?",
    answer: { value: 2 },
    solution: "Two.",
    status: "draft",
  },
];

describeWithDatabase("practice pages", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "10.2.2.2" });

  async function seed() {
    const db = getDb();
    await insertMigrationSubjects(db);
    const [maths] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.slug, "mathematics"));
    const rows = QUESTIONS.map((q) => ({
      status: "published" as const,
      publishedAt: new Date("2026-11-20T09:00:00Z"),
      source: "Original practice question",
      ...q,
      subjectId: maths!.id,
    }));
    const inserted = await db
      .insert(practiceQuestions)
      .values(rows)
      .returning({ id: practiceQuestions.id, slug: practiceQuestions.slug });
    const [paper] = await db
      .insert(practicePapers)
      .values({
        subjectId: maths!.id,
        slug: "mock-one",
        title: "Maths mock one",
        exam: "end-term",
        timeLimitMinutes: 25,
        source: "Original mock paper",
        status: "published",
        publishedAt: new Date(),
      })
      .returning({ id: practicePapers.id });
    await db.insert(practicePapers).values({
      subjectId: maths!.id,
      slug: "draft-mock",
      title: "Draft mock",
      exam: "quiz-1",
      timeLimitMinutes: 10,
      source: "Original mock paper",
    });
    const id = (slug: string) => inserted.find((q) => q.slug === slug)!.id;
    await db.insert(practicePaperQuestions).values([
      { paperId: paper!.id, questionId: id("union-size"), position: 0 },
      { paperId: paper!.id, questionId: id("line-slope"), position: 1, marks: 4 },
    ]);
  }

  beforeEach(seed);

  const list = (search = "", params: Record<string, string> = COURSE) =>
    listLoader({
      request: new Request(`http://localhost${BASE}${search}`),
      params,
      context: context(),
    } as Parameters<typeof listLoader>[0]);

  const question = (slug: string, params: Record<string, string> = COURSE) =>
    questionLoader({
      request: new Request(`http://localhost${BASE}/${slug}`),
      params: { ...params, question: slug },
      context: context(),
    } as Parameters<typeof questionLoader>[0]);

  type Outcome = {
    data: Record<string, unknown> & { outcome: string };
    init: { status?: number; headers?: Record<string, string> } | null;
  };

  async function answer(slug: string, fields: [string, string][] | string, headers = {}) {
    const body =
      typeof fields === "string"
        ? fields
        : new URLSearchParams(fields.map(([k, v]) => [k, v])).toString();
    return (await action({
      request: new Request(`http://localhost${BASE}/${slug}`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      }),
      params: { ...COURSE, question: slug },
      context: context(),
    } as Parameters<typeof action>[0])) as unknown as Outcome;
  }

  async function expectStatus(promise: Promise<unknown>, status: number) {
    const thrown = await promise.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status } });
  }

  it("the practice area groups published questions by exam and topic, with papers", async () => {
    const { questions, view, papers, subject } = await list();
    expect(subject.name).toBeTruthy();
    expect(questions.map((q) => q.slug)).toEqual([
      "line-slope",
      "union-size",
      "even-numbers",
      "bijection-word",
    ]);
    expect(view.total).toBe(4);
    expect(view.exams.map((e) => [e.label, e.count])).toEqual([
      ["Quiz 1", 2],
      ["Quiz 2", 1],
      ["End Term", 1],
    ]);
    // Excerpts are plain text: LaTeX read as a person would write it.
    expect(questions.find((q) => q.slug === "union-size")!.excerpt).toBe(
      "Let A = {1, 2, 3} and B = {3, 4}. How many elements does A ∪ B have?",
    );
    expect(papers).toEqual([
      expect.objectContaining({
        slug: "mock-one",
        title: "Maths mock one",
        questions: 2,
        totalMarks: 5,
        timeLimitMinutes: 25,
      }),
    ]);
    expect(JSON.stringify(questions)).not.toContain("draft");
    expect(JSON.stringify({ questions, view })).not.toContain(SECRET);
  });

  it("filters by exam, topic and difficulty through the query string", async () => {
    const quiz1 = await list("?exam=quiz-1");
    expect(quiz1.questions.map((q) => q.slug)).toEqual(["line-slope", "union-size"]);
    expect(quiz1.view.summary).toEqual(["Quiz 1"]);
    expect(quiz1.view.topics.map((t) => t.id)).toEqual(["lines-slope", "sets-and-set-operations"]);

    const topic = await list("?exam=quiz-1&topic=sets-and-set-operations");
    expect(topic.questions.map((q) => q.slug)).toEqual(["union-size"]);
    expect(topic.view.summary).toEqual(["Quiz 1", "Sets and set operations"]);

    const easy = await list("?difficulty=easy");
    expect(easy.questions.map((q) => q.slug)).toEqual(["union-size", "bijection-word"]);
    expect(easy.view.matching).toBe(2);
    // Links keep the other filters; an exam without the chosen topic drops it.
    const choice = topic.view.exams.find((e) => e.id === "quiz-2")!;
    expect(choice.href).toBe("?exam=quiz-2");

    // Unknown values are ignored, not refused.
    const odd = await list("?exam=quiz-9&topic=no-such-topic&difficulty=brutal");
    expect(odd.questions).toHaveLength(4);
    expect(odd.view.summary).toEqual([]);
  });

  it("a course without published questions shows its empty state; an unknown course is a 404", async () => {
    const empty = await list("", { level: "foundation", subject: "english" });
    expect(empty.view.total).toBe(0);
    expect(empty.questions).toEqual([]);
    await expectStatus(list("", { level: "foundation", subject: "no-such-course" }), 404);
    await expectStatus(list("", { level: "nowhere", subject: "mathematics" }), 404);
  });

  it("a question page has the stem and options, never the key or the solution", async () => {
    const page = await question("line-slope");
    expect(page.question).toMatchObject({
      kind: "single",
      exam: "quiz-1",
      topic: "Lines: slope",
      difficulty: "medium",
      marks: 2,
      source: "Original practice question",
      position: 1,
      total: 4,
    });
    expect(page.question.stemHtml).toContain("<math");
    expect(page.question.options.map((o) => o.letter)).toEqual(["A", "B", "C"]);
    expect(page.question.options[2]!.html).toContain("<mfrac>");
    expect(page.prev).toBeNull();
    expect(page.next).toEqual({ slug: "union-size", topic: "Sets and set operations" });
    const text = JSON.stringify(page);
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/"answer"|"solution"/);

    const last = await question("bijection-word");
    expect(last.next).toBeNull();
    expect(last.prev?.slug).toBe("even-numbers");
    expect(JSON.stringify(last)).not.toContain("bijective");
  });

  it("unknown, draft and malformed question addresses are 404s, for the page and the form", async () => {
    await expectStatus(question("no-such-question"), 404);
    await expectStatus(question("draft-question"), 404);
    await expectStatus(question("Bad_Slug"), 404);
    await expectStatus(question("union-size", { level: "foundation", subject: "english" }), 404);
    await expectStatus(answer("draft-question", [["answer", "2"]]), 404);
    await expectStatus(answer("no-such-question", [["answer", "2"]]), 404);
  });

  it("marks every kind of question right and wrong, with the key and the worked solution", async () => {
    const cases: [string, [string, string][], [string, string][], string][] = [
      ["union-size", [["answer", " 4 "]], [["answer", "5"]], "4"],
      ["line-slope", [["answer", "1"]], [["answer", "0"]], "B"],
      [
        "even-numbers",
        [
          ["answer", "2"],
          ["answer", "0"],
        ],
        [["answer", "0"]],
        "A, C",
      ],
      ["bijection-word", [["answer", "Bijection."]], [["answer", "surjective"]], "bijective"],
    ];
    for (const [slug, right, wrong, key] of cases) {
      const good = await answer(slug, right);
      expect(good.data.outcome, slug).toBe("right");
      expect(good.data.key, slug).toBe(key);
      expect(good.data.solutionHtml, slug).toContain(SECRET);
      expect(good.init?.status ?? 200, slug).toBe(200);
      expect(good.init?.headers?.["Cache-Control"], slug).toBe("private, no-store");

      const bad = await answer(slug, wrong);
      expect(bad.data.outcome, slug).toBe("wrong");
      expect(bad.data.key, slug).toBe(key);
      expect(bad.data.solutionHtml, slug).toContain(SECRET);
    }
    // Option kinds show the options' rendered text beside their letters.
    const single = await answer("line-slope", [["answer", "2"]]);
    expect(single.data).toMatchObject({
      given: "C",
      givenOptions: [{ letter: "C", html: expect.stringContaining("<mfrac>") }],
      keyOptions: [{ letter: "B", html: expect.stringContaining("<mn>2</mn>") }],
    });
    const text = await answer("bijection-word", [["answer", "bijective"]]);
    expect(text.data.alsoAccepted).toEqual(["bijection"]);
    // Display maths in the solution is rendered in its own scrolling box.
    const numeric = await answer("union-size", [["answer", "4"]]);
    expect(numeric.data.solutionHtml).toContain('<span class="math-display" tabindex="0"><math');
  });

  it("a malformed answer is a 400 with the message, keeping what was sent", async () => {
    const cases: [string, [string, string][], string][] = [
      ["union-size", [["answer", "four"]], ANSWER_MESSAGES.number],
      ["union-size", [], ANSWER_MESSAGES.number],
      ["line-slope", [], ANSWER_MESSAGES.chooseOne],
      ["line-slope", [["answer", "7"]], ANSWER_MESSAGES.noSuchOption],
      [
        "line-slope",
        [
          ["answer", "0"],
          ["answer", "1"],
        ],
        ANSWER_MESSAGES.chooseOne,
      ],
      ["even-numbers", [], ANSWER_MESSAGES.chooseSome],
      ["even-numbers", [["answer", "x"]], ANSWER_MESSAGES.noSuchOption],
      ["bijection-word", [["answer", "   "]], ANSWER_MESSAGES.text],
      ["bijection-word", [["answer", "b".repeat(201)]], ANSWER_MESSAGES.textTooLong],
    ];
    for (const [slug, fields, message] of cases) {
      const outcome = await answer(slug, fields);
      expect(outcome.init?.status, `${slug} ${JSON.stringify(fields)}`).toBe(400);
      expect(outcome.data).toMatchObject({ outcome: "invalid", message });
      expect(outcome.init?.headers?.["Cache-Control"]).toBe("private, no-store");
      expect(JSON.stringify(outcome.data)).not.toContain(SECRET);
    }
    const kept = await answer("union-size", [["answer", "four"]]);
    expect(kept.data.values).toEqual(["four"]);
  });

  it("a body past the public form's bound is refused with a sentence, not read", async () => {
    const huge = `answer=${"9".repeat(200 * 1024)}`;
    const outcome = await answer("union-size", huge);
    expect(outcome.init?.status).toBe(413);
    expect(outcome.data).toMatchObject({ outcome: "invalid" });
    expect(String(outcome.data.message)).toMatch(/larger than the 100 KB/);
    const notAForm = await answer("union-size", "{}", { "Content-Type": "application/json" });
    expect(notAForm.init?.status).toBe(415);
  });

  it("the subject page counts the published questions (drafts left out); none: no link", async () => {
    const args = (subject: string) =>
      ({
        request: new Request(`http://localhost/resources/foundation/${subject}`),
        params: { level: "foundation", subject },
        context: context(),
      }) as Parameters<typeof subjectLoader>[0];
    expect((await subjectLoader(args("mathematics"))).data.counts.practice).toBe(4);
    expect((await subjectLoader(args("english"))).data.counts.practice).toBe(0);
  });

  it("the PYQ page's Important Q tab lists the practice questions; other tabs do not read them", async () => {
    const args = (subject: string, search: string) =>
      ({
        request: new Request(`http://localhost/resources/foundation/${subject}/pyqs${search}`),
        params: { level: "foundation", subject },
        context: context(),
      }) as Parameters<typeof pyqsLoader>[0];
    const important = (await pyqsLoader(args("mathematics", "?tab=important"))).data;
    expect(important.practice?.total).toBe(4);
    expect(important.practice?.counts).toEqual({ "quiz-1": 2, "quiz-2": 1, "end-term": 1 });
    expect(important.practice?.items.map((q) => q.slug)).toEqual([
      "line-slope",
      "union-size",
      "even-numbers",
      "bijection-word",
    ]);
    expect((await pyqsLoader(args("mathematics", ""))).data.practice).toBeNull();
    const none = (await pyqsLoader(args("english", "?tab=important"))).data;
    expect(none.practice?.total).toBe(0);
  });

  it("the sitemap lists practice areas with questions and every published question", async () => {
    const response = await sitemapLoader({
      request: new Request("http://localhost/sitemap.xml"),
      params: {},
      context: context(),
    } as Parameters<typeof sitemapLoader>[0]);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>http:\/\/localhost([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(BASE);
    for (const slug of ["union-size", "line-slope", "even-numbers", "bijection-word"]) {
      expect(locs).toContain(`${BASE}/${slug}`);
    }
    expect(locs).not.toContain(`${BASE}/draft-question`);
    expect(locs).not.toContain("/resources/foundation/english/practice");
    expect(xml).toMatch(
      new RegExp(`<loc>http://localhost${BASE}/union-size</loc><lastmod>[^<]+</lastmod>`),
    );
  });

  it("the site search finds a question by a word of its stem and by its topic", async () => {
    const search = (q: string) =>
      searchSite(getDb(), parseSearchParams(new URL(`http://localhost/search?q=${q}`)));
    const byStem = await search("slope");
    const hit = byStem.hits.find((h) => h.kind === "question");
    expect(hit).toMatchObject({
      url: `${BASE}/line-slope`,
      exam: "Quiz 1",
      title: expect.stringContaining("Lines: slope"),
    });
    expect(byStem.kindCounts.question).toBeGreaterThanOrEqual(1);
    // The snippet is the stem once, without its LaTeX marks.
    expect(hit!.snippet.match(/slope/g)).toHaveLength(1);
    expect(hit!.snippet).not.toContain("$");

    const byTopic = await search(encodeURIComponent("number properties"));
    expect(byTopic.hits.map((h) => h.url)).toContain(`${BASE}/even-numbers`);

    // The kind filter narrows to practice questions; drafts are never found.
    const onlyQuestions = await searchSite(
      getDb(),
      parseSearchParams(new URL("http://localhost/search?q=sets&kind=question")),
    );
    expect(onlyQuestions.hits.length).toBeGreaterThan(0);
    expect(onlyQuestions.hits.every((h) => h.kind === "question")).toBe(true);
    expect(onlyQuestions.hits.map((h) => h.url)).not.toContain(`${BASE}/draft-question`);
  });
});
