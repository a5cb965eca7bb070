import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Env } from "~/lib/env.server";
import { createLocalStorage } from "~/lib/storage.server";
import { submissions } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { action, loader } from "./submit";

const valid = {
  title: "Week 1–4 summary",
  resourceType: "notes",
  subject: "computational-thinking",
  level: "foundation",
  term: "term1",
  description: "  Short notes for quiz 1.  ",
  link: "https://drive.example/file",
  authorName: "Asha",
  email: "Asha@Example.com",
  consent: "on",
};

const PDF = new Uint8Array([
  ...new TextEncoder().encode("%PDF-1.7\n"),
  ...new Uint8Array(5000).fill(32),
]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Uint8Array(5000)]);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set("file", new File([file.bytes], file.name));
  return body;
}

type Outcome = {
  init: ResponseInit | null;
  data: { received: boolean; result: { error?: Record<string, string[]> } };
};

describeWithDatabase("submit resource action", (getDb) => {
  beforeEach(() => insertMigrationSubjects(getDb()));

  function setup(env: Partial<Env> = {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    dirs.push(dir);
    const context = testContext({
      db: getDb(),
      storage: createLocalStorage(dir),
      clientIp: "10.1.1.1",
      env: { SUBMISSIONS_PER_HOUR: 100, ...env },
    });
    const run = async (body: FormData | ReadableStream, headers?: Record<string, string>) =>
      (await action({
        request: new Request("http://localhost/resources/submit", {
          method: "POST",
          body,
          headers,
          ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
        } as RequestInit),
        params: {},
        context,
      } as Parameters<typeof action>[0])) as unknown as Outcome;
    const files = () => fs.readdirSync(dir);
    return { run, files };
  }

  it("refuses missing required fields with 400 and the field errors, storing nothing", async () => {
    const { run } = setup();
    const result = await run(form({ link: "not a url" }));
    expect(result.init?.status).toBe(400);
    expect(Object.keys(result.data.result.error ?? {}).sort()).toEqual(
      [
        "authorName",
        "consent",
        "description",
        "email",
        "level",
        "link",
        "resourceType",
        "subject",
        "term",
        "title",
      ].sort(),
    );
    expect(await getDb().select().from(submissions)).toHaveLength(0);
  });

  it("stores a valid submission without a file, trimmed, with a lower-cased email", async () => {
    const { run } = setup();
    const result = await run(form(valid));
    expect(result.data.received).toBe(true);
    const [row] = await getDb().select().from(submissions);
    expect(row).toMatchObject({
      title: "Week 1–4 summary",
      description: "Short notes for quiz 1.",
      email: "asha@example.com",
      linkUrl: "https://drive.example/file",
      status: "pending",
      fileKey: null,
    });
  });

  it("streams an accepted file to storage under a random key, keeping the name as metadata", async () => {
    const { run, files } = setup();
    const result = await run(form(valid, { bytes: PDF, name: "My notes.pdf" }));
    expect(result.data.received).toBe(true);
    const [row] = await getDb().select().from(submissions);
    expect(row).toMatchObject({
      fileName: "My notes.pdf",
      fileType: "application/pdf",
      fileSize: PDF.length,
    });
    expect(row?.fileKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(files()).toEqual([row!.fileKey]);
  });

  it("refuses a renamed executable by its bytes: 415, no row, no file", async () => {
    const { run, files } = setup();
    const result = await run(form(valid, { bytes: EXE, name: "notes.pdf" }));
    expect(result.init?.status).toBe(415);
    expect(result.data.result.error?.file?.[0]).toMatch(/not accepted/);
    expect(await getDb().select().from(submissions)).toHaveLength(0);
    expect(files()).toEqual([]);
  });

  it("refuses a file over 50MB while streaming: 413, no row, no file", async () => {
    const { run, files } = setup();
    const big = new Uint8Array(51 * 1024 * 1024);
    big.set(PDF.subarray(0, 9));
    const result = await run(form(valid, { bytes: big, name: "big.pdf" }));
    expect(result.init?.status).toBe(413);
    expect(result.data.result.error?.file?.[0]).toMatch(/larger than 50MB/);
    expect(await getDb().select().from(submissions)).toHaveLength(0);
    expect(files()).toEqual([]);
  });

  it("an upload cut off mid-stream leaves no row and no file", async () => {
    const { run, files } = setup();
    const whole = new Response(
      form(valid, {
        bytes: new Uint8Array(2_000_000).fill(65).map((b, i) => (i < 9 ? PDF[i]! : b)),
        name: "x.pdf",
      }),
    );
    const contentType = whole.headers.get("Content-Type")!;
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 1_000_000));
        setTimeout(() => controller.error(new Error("client went away")), 20);
      },
    });
    const result = await run(stream, { "Content-Type": contentType });
    expect(result.init?.status).toBe(400);
    expect(await getDb().select().from(submissions)).toHaveLength(0);
    expect(files()).toEqual([]);
  });

  it("a filled honeypot looks accepted but stores nothing", async () => {
    const { run, files } = setup();
    const result = await run(
      form({ ...valid, website: "http://spam.example" }, { bytes: PDF, name: "a.pdf" }),
    );
    expect(result.data.received).toBe(true);
    expect(await getDb().select().from(submissions)).toHaveLength(0);
    expect(files()).toEqual([]);
  });

  it("limits submissions per address", async () => {
    const { run } = setup({ SUBMISSIONS_PER_HOUR: 2 });
    expect((await run(form(valid))).data.received).toBe(true);
    expect((await run(form(valid))).data.received).toBe(true);
    const third = await run(form(valid));
    expect(third.init?.status).toBe(429);
    expect(await getDb().select().from(submissions)).toHaveLength(2);
  });

  it("lists the catalogue's courses of each level, named as every page names them, admin-only levels left out", async () => {
    await insertSubject(getDb(), { level: "bsc", slug: "deep-learning-practice", term: "term1" });
    await insertSubject(getDb(), { level: "degree", slug: "not-offered-here" });
    const { subjects } = await loader({
      request: new Request("http://localhost/resources/submit"),
      params: {},
      context: { db: getDb() },
    } as unknown as Parameters<typeof loader>[0]);
    const of = (level: string) => subjects.filter((s) => s.level === level).map((s) => s.slug);
    // The levels in the form's order, each as the resources page lists it.
    expect([...new Set(subjects.map((s) => s.level))]).toEqual(["foundation", "diploma", "bsc"]);
    expect(of("foundation")).toEqual([
      "computational-thinking",
      "mathematics",
      "english",
      "statistics",
      "mathematics-2",
      "programming",
      "english-2",
      "statistics-2",
    ]);
    expect(of("diploma")).toHaveLength(18);
    expect(of("bsc")).toEqual(["deep-learning-practice"]);
    expect(of("degree")).toEqual([]);
    expect(subjects.find((s) => s.slug === "mathematics")?.name).toBe(
      "Maths 1 — Mathematics for Data Science I",
    );
    // The diploma's courses by diploma: programming first, as the calculators list them.
    const diploma = subjects.filter((s) => s.level === "diploma");
    expect([...new Set(diploma.map((s) => s.group))]).toEqual([
      "Diploma in Programming",
      "Diploma in Data Science",
    ]);
    expect(diploma.find((s) => s.slug === "tools-in-data-science")).toEqual({
      level: "diploma",
      slug: "tools-in-data-science",
      name: "TDS — Tools in Data Science",
      group: "Diploma in Data Science",
    });
    expect(subjects.find((s) => s.slug === "mathematics")?.group).toBeUndefined();
  });

  it("stores a subject of the chosen level by its slug, and 'other' at any level", async () => {
    const { run } = setup();
    expect(
      (await run(form({ ...valid, subject: "statistics-2", term: "term2" }))).data.received,
    ).toBe(true);
    expect(
      (await run(form({ ...valid, level: "diploma", subject: "tools-in-data-science" }))).data
        .received,
    ).toBe(true);
    expect((await run(form({ ...valid, level: "bs", subject: "other" }))).data.received).toBe(true);
    const rows = await getDb().select().from(submissions);
    expect(rows.map((r) => `${r.level}/${r.subject}`).sort()).toEqual([
      "bs/other",
      "diploma/tools-in-data-science",
      "foundation/statistics-2",
    ]);
  });

  it("keeps what an older page sends: an old slug becomes the course's, the spec's values are kept", async () => {
    const { run } = setup();
    const sent = [
      // A page loaded before the catalogue renamed the diploma's subjects.
      ["diploma", "big-data", "diploma/machine-learning-techniques"],
      // The spec's form: its values, at any level.
      ["foundation", "computational_thinking", "foundation/computational-thinking"],
      ["foundation", "mathematics", "foundation/mathematics"],
      ["foundation", "data_science", "foundation/data_science"],
      ["diploma", "data_science", "diploma/data_science"],
      ["diploma", "statistics", "diploma/statistics"],
      ["bsc", "programming", "bsc/programming"],
    ] as const;
    for (const [level, subject] of sent) {
      const result = await run(form({ ...valid, level, subject }));
      expect(result.data.received, `${level}/${subject}`).toBe(true);
    }
    const rows = await getDb().select().from(submissions);
    expect(rows.map((r) => `${r.level}/${r.subject}`).sort()).toEqual(
      sent.map(([, , stored]) => stored).sort(),
    );
  });

  it("refuses a subject of another level or none at all with 400 and the field's message", async () => {
    const { run } = setup();
    for (const [level, subject] of [
      ["diploma", "statistics-2"],
      ["bsc", "mathematics-2"],
      ["foundation", "tools-in-data-science"],
      ["foundation", "no-such-subject"],
      ["foundation", "Nothing Like It"],
    ]) {
      const result = await run(form({ ...valid, level: level!, subject: subject! }));
      expect(result.init?.status).toBe(400);
      expect(result.data.received).toBe(false);
      expect(result.data.result.error?.subject?.[0]).toMatch(
        /^Choose a subject of the .+ level\.$/,
      );
    }
    expect(await getDb().select().from(submissions)).toHaveLength(0);
  });
});
