import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { inflateSync } from "node:zlib";
import { and, count, eq, inArray, isNotNull, or } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { QUESTIONS_BY_COURSE } from "~/features/practice/questions";
import type { Database } from "~/lib/db.server";
import { StartupError } from "~/lib/startup-error";
import { createLocalStorage, createS3Storage, type FileStorage } from "~/lib/storage.server";
import { blogPosts, resources, subjects } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { startFakeS3 } from "~tests/setup/fake-s3";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { isDatabaseEmpty, seedDatabase } from "./demo-seed.server";

/** The Foundation and Diploma courses of the catalogue (the subjects table, ADR 046). */
const catalogue = (db: Database) =>
  db
    .select({ level: subjects.level, slug: subjects.slug })
    .from(subjects)
    .where(inArray(subjects.level, ["foundation", "diploma"]));

/** The text a sample PDF draws: its streams inflated, the hex strings of its Tj operators decoded. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(pdf.getPageCount()).toBe(1);
  const raw = bytes.toString("latin1");
  const ops = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((m) => inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1"))
    .join("\n");
  return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((m) => Buffer.from(m[1] ?? "", "hex").toString("latin1"))
    .join(" ");
}

describeWithDatabase("demo content", (getDb) => {
  let dir: string;
  let storage: FileStorage;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "seed-test-"));
    storage = createLocalStorage(dir);
    await insertMigrationSubjects(getDb());
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("seeds an empty database once, quickly", async () => {
    const db = getDb();
    expect(await isDatabaseEmpty(db)).toBe(true);
    const result = await seedDatabase(db, storage);
    console.log(
      `[seed figures] ${result.resources} resources, ${result.files} PDFs, ${result.fileBytes} bytes, ${result.posts} posts, ${result.practice.questions} practice questions, ${result.practice.papers} mocks in ${result.ms} ms`,
    );
    // Every question the project ships, under the eight Foundation courses, with a mock each.
    const shipped = Object.values(QUESTIONS_BY_COURSE).reduce((n, list) => n + list.length, 0);
    expect(result.practice).toEqual({ questions: shipped, papers: 8 });
    expect(result.files).toBe(result.resources);
    // It runs at first start and in tests: well under a few seconds even on a busy machine.
    expect(result.ms).toBeLessThan(10_000);
    // The guard that `npm run db:seed` and the first start both use: a second run adds nothing.
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it("gives every foundation and diploma subject notes on each exam tab and PYQs", async () => {
    const db = getDb();
    await seedDatabase(db, storage);
    const rows = await db
      .select({
        level: resources.level,
        subject: resources.subject,
        type: resources.resourceType,
        exam: resources.exam,
        n: count(),
      })
      .from(resources)
      .groupBy(resources.level, resources.subject, resources.resourceType, resources.exam);
    const n = (level: string, subject: string, type: string, exam: string) =>
      rows.find(
        (r) => r.level === level && r.subject === subject && r.type === type && r.exam === exam,
      )?.n ?? 0;
    const courses = await catalogue(db);
    expect(courses).toHaveLength(8 + 18);
    for (const { level, slug } of courses) {
      for (const exam of ["quiz-1", "quiz-2", "end-term"]) {
        expect(n(level, slug, "notes", exam), `${level}/${slug} notes ${exam}`).toBeGreaterThan(0);
      }
      expect(n(level, slug, "pyqs", "end-term"), `${level}/${slug} papers`).toBeGreaterThan(0);
    }
    // Only the courses of the table with public pages: none of the degree level's.
    expect(new Set(rows.map((r) => `${r.level}/${r.subject}`)).size).toBe(courses.length);
  });

  it("has the spec's final-term paper counts, 'Paper N' with a session, labelled samples", async () => {
    const db = getDb();
    await seedDatabase(db, storage);
    const rows = await db
      .select({ level: resources.level, subject: resources.subject, n: count() })
      .from(resources)
      .where(and(eq(resources.resourceType, "pyqs"), eq(resources.exam, "end-term")))
      .groupBy(resources.level, resources.subject);
    const counts = (level: string) =>
      Object.fromEntries(rows.filter((r) => r.level === level).map((r) => [r.subject, r.n]));
    expect(counts("foundation")).toEqual({
      mathematics: 8,
      statistics: 7,
      english: 5,
      "computational-thinking": 6,
      programming: 6,
      "mathematics-2": 7,
      "statistics-2": 5,
      "english-2": 7,
    });
    for (const subject of Object.keys(counts("diploma"))) {
      expect(counts("diploma")[subject], subject).toBe(3);
    }
    expect(Object.keys(counts("diploma"))).toHaveLength(18);

    const papers = await db
      .select({ title: resources.title, description: resources.description })
      .from(resources)
      .where(
        and(
          eq(resources.resourceType, "pyqs"),
          eq(resources.exam, "end-term"),
          eq(resources.subject, "english"),
        ),
      );
    expect(papers.map((p) => p.title).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Paper ${n}`));
    for (const paper of papers) {
      expect(paper.description).toMatch(
        /^(January|May|September) \d{4} (AN|FN) session \(sample\)$/,
      );
    }
    // Some quiz papers too: one per quiz of each foundation subject.
    const [quiz] = await db
      .select({ n: count() })
      .from(resources)
      .where(
        and(
          eq(resources.resourceType, "pyqs"),
          or(eq(resources.exam, "quiz-1"), eq(resources.exam, "quiz-2")),
        ),
      );
    expect(quiz?.n).toBe(16);
    // Every row says it is a sample, in its title or its description.
    const all = await db
      .select({ title: resources.title, description: resources.description })
      .from(resources);
    for (const row of all) expect(`${row.title} ${row.description}`).toMatch(/sample/i);
  });

  it("stores a real small PDF for every resource and links nowhere invented", async () => {
    const db = getDb();
    await seedDatabase(db, storage);
    const rows = await db
      .select({
        title: resources.title,
        subject: resources.subject,
        fileKey: resources.fileKey,
        fileName: resources.fileName,
        fileType: resources.fileType,
        fileSize: resources.fileSize,
        fileUrl: resources.fileUrl,
        linkUrl: resources.linkUrl,
      })
      .from(resources);
    const names = new Map(
      (await db.select({ slug: subjects.slug, name: subjects.name }).from(subjects)).map((s) => [
        s.slug,
        s.name,
      ]),
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.fileUrl, row.title).toBeNull();
      expect(row.linkUrl, row.title).toBeNull();
      expect(row.fileType).toBe("application/pdf");
      expect(row.fileName).toMatch(/^[a-z0-9-]+-sample\.pdf$/);
      expect(row.fileKey).toMatch(/^demo-[a-z0-9.-]+\.pdf$/);
      const key = row.fileKey!;
      expect(await storage.exists(key), key).toBe(true);
      const bytes = await buffer(await storage.get(key));
      expect(bytes.subarray(0, 5).toString("latin1"), key).toBe("%PDF-");
      expect(bytes.byteLength, key).toBe(row.fileSize);
      expect(bytes.byteLength, key).toBeLessThan(8 * 1024);
    }
    expect(new Set(rows.map((r) => r.fileKey)).size).toBe(rows.length);

    // Each file says plainly it is a sample, and names its subject and paper.
    const paper = rows.find((r) => r.fileKey === "demo-foundation-english-end-term-3.pdf");
    const text = await pdfText(await buffer(await storage.get(paper!.fileKey!)));
    expect(text).toContain("SAMPLE FILE OF THE DEMO");
    expect(text).toContain(`${names.get("english")}: Final Term Paper 3`);
    expect(text).toContain("Paper 3, May 2023 AN session");
    const note = rows.find(
      (r) => r.fileKey === "demo-diploma-machine-learning-techniques-notes-1.pdf",
    );
    const noteText = await pdfText(await buffer(await storage.get(note!.fileKey!)));
    expect(noteText).toContain("SAMPLE FILE OF THE DEMO");
    expect(noteText).toContain("Machine Learning Techniques: Weeks 1-4 summary");
  });

  it("reads the courses from the table, including one an admin added; none without public pages", async () => {
    const db = getDb();
    await db.delete(subjects);
    await db.insert(subjects).values([
      { level: "degree", slug: "software-engineering", name: "Software Engineering", term: null },
      { level: "foundation", slug: "english", name: "English", term: "term1" },
      { level: "bsc", slug: "data-science-lab", name: "Data Science Lab", term: null },
    ]);
    await seedDatabase(db, storage);
    const rows = await db
      .select({
        level: resources.level,
        subject: resources.subject,
        type: resources.resourceType,
        term: resources.term,
        n: count(),
      })
      .from(resources)
      .groupBy(resources.level, resources.subject, resources.resourceType, resources.term);
    expect(rows.sort((a, b) => `${a.level}${a.type}`.localeCompare(`${b.level}${b.type}`))).toEqual(
      [
        { level: "bsc", subject: "data-science-lab", type: "notes", term: "general", n: 4 },
        { level: "bsc", subject: "data-science-lab", type: "pyqs", term: "general", n: 3 },
        { level: "foundation", subject: "english", type: "notes", term: "term-1", n: 4 },
        { level: "foundation", subject: "english", type: "pyqs", term: "term-1", n: 5 + 2 },
      ],
    );
  });

  it("seeds again after the database was emptied, overwriting its earlier files", async () => {
    const db = getDb();
    const first = await seedDatabase(db, storage);
    await db.delete(resources);
    await db.delete(blogPosts);
    expect(await isDatabaseEmpty(db)).toBe(true);
    const second = await seedDatabase(db, storage);
    expect(second.resources).toBe(first.resources);
    // The same keys: no second set of files in the folder.
    expect((await fs.readdir(dir)).filter((f) => f.endsWith(".pdf"))).toHaveLength(first.files);
    const [withFile] = await db
      .select({ n: count() })
      .from(resources)
      .where(isNotNull(resources.fileKey));
    expect(withFile?.n).toBe(first.resources);
  });

  it("stops with one clear sentence, and inserts nothing, when the storage cannot be written", async () => {
    const db = getDb();
    const broken: FileStorage = {
      ...storage,
      describe: () => "the broken bucket",
      put: async (_key, body) => {
        body.destroy();
        throw new Error("Access Denied");
      },
    };
    const failure = seedDatabase(db, broken);
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(
      /^Could not write the demo content's sample files to the broken bucket: Access Denied\./,
    );
    expect(await isDatabaseEmpty(db)).toBe(true);
  });

  it("writes the sample files to an S3 bucket when that is the storage", async () => {
    const db = getDb();
    const fake = await startFakeS3();
    try {
      const s3 = createS3Storage({
        endpoint: fake.endpoint,
        bucket: fake.bucket,
        accessKeyId: "test",
        secretAccessKey: "test-secret",
        region: "us-east-1",
        forcePathStyle: true,
      });
      const result = await seedDatabase(db, s3);
      const [row] = await db
        .select({ fileKey: resources.fileKey, fileSize: resources.fileSize })
        .from(resources)
        .limit(1);
      const bytes = await buffer(await s3.get(row!.fileKey!));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.byteLength).toBe(row!.fileSize);
      expect(fake.objects.size).toBe(result.files);
    } finally {
      await fake.close();
    }
  });

  it("has 4–6 blog posts across categories, exactly one unpublished", async () => {
    const db = getDb();
    await seedDatabase(db, storage);
    const posts = await db
      .select({ category: blogPosts.category, published: blogPosts.published })
      .from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeLessThanOrEqual(6);
    expect(posts.filter((p) => !p.published)).toHaveLength(1);
    expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
  });
});
