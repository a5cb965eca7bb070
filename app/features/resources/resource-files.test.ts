// Resource files through the admin screens' action and /files/:key, against a real database and
// a real upload folder: attach, keep, replace, remove, delete, refusals, and who may still use a
// stored file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { createSession } from "~/features/auth/session.server";
import { createLocalStorage } from "~/lib/storage.server";
// One route module serves every resource screen; the request's path names the screen.
import { action } from "~/routes/admin/resources";
import { loader as filesLoader } from "~/routes/public/files";
import { auditLog, resources, submissions } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { listSubjectResources } from "./queries.server";

const PDF = new Uint8Array([
  ...new TextEncoder().encode("%PDF-1.7\n"),
  ...new Uint8Array(5000).fill(32),
]);
const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Uint8Array(900),
]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Uint8Array(5000)]);

const note = {
  intent: "save",
  title: "Week 3 summary",
  subject: "computational-thinking",
  level: "foundation",
  description: "Loops and iteration",
  exam: "quiz-2",
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Handler = (args: never) => Promise<unknown>;
type Reply = {
  data: {
    result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    toast: { description?: string } | null;
  };
  init: ResponseInit;
};

describeWithDatabase("resource files", (getDb) => {
  beforeEach(() => insertMigrationSubjects(getDb()));

  function setup() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "resource-files-"));
    dirs.push(dir);
    const storage = createLocalStorage(dir);
    const context = testContext({ db: getDb(), storage, clientIp: "127.0.0.1" });
    const files = () => fs.readdirSync(dir).sort();
    return { storage, context, files, dir };
  }

  async function signedIn() {
    const admin = await upsertAdmin(getDb(), "admin@example.com", "a long password 1");
    return (await createSession(getDb(), { adminId: admin.id, userAgent: null })).split(";")[0]!;
  }

  function multipart(
    fields: Record<string, string>,
    file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
  ) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    // A browser sends an empty file part when no file is chosen.
    body.set("file", file ? new File([file.bytes], file.name) : new File([], ""));
    return body;
  }

  async function post(
    context: AppLoadContext,
    handler: Handler,
    url: string,
    body: FormData,
    cookie: string,
  ) {
    return (await handler({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body,
        headers: { Cookie: cookie },
      }),
      params: {},
      context,
    } as never)) as Response | Reply;
  }

  const fetchFile = async (
    context: AppLoadContext,
    key: string,
    headers: Record<string, string> = {},
  ) =>
    filesLoader({
      request: new Request(`http://localhost/files/${key}`, { headers }),
      params: { key },
      context,
    } as Parameters<typeof filesLoader>[0]);

  const onlyRow = async () => {
    const rows = await getDb().select().from(resources);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it("attaches a file to a new note; the public page links it and /files serves it", async () => {
    const { context, files } = setup();
    const cookie = await signedIn();
    const response = await post(
      context,
      action as Handler,
      "/admin/notes?new=1",
      multipart(note, { bytes: PDF, name: "Week 3 – résumé.pdf" }),
      cookie,
    );
    expect((response as Response).status).toBe(303);
    const row = await onlyRow();
    expect(row).toMatchObject({
      fileName: "Week 3 – résumé.pdf",
      fileType: "application/pdf",
      fileSize: PDF.length,
    });
    expect(row.fileKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(files()).toEqual([row.fileKey]);
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.action, "note.create"));
    expect(audit?.details).toMatchObject({
      file: { key: row.fileKey, name: "Week 3 – résumé.pdf" },
    });

    const [listed] = await listSubjectResources(getDb(), {
      level: "foundation",
      subject: "computational-thinking",
      type: "notes",
    });
    expect(listed).toMatchObject({ fileKey: row.fileKey, fileType: "application/pdf" });

    const served = await fetchFile(context, row.fileKey!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="Week 3 _ r_sum_.pdf"; filename*=UTF-8''Week%203%20%E2%80%93%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    const partial = await fetchFile(context, row.fileKey!, { Range: "bytes=0-99" });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);
  });

  it("keeps the file when an edit chooses none, replaces it with a new one, removes it on request", async () => {
    const { context, files } = setup();
    const cookie = await signedIn();
    await post(
      context,
      action as Handler,
      "/admin/pyqs",
      multipart({ ...note, term: "term-1" }, { bytes: PDF, name: "paper.pdf" }),
      cookie,
    );
    const first = await onlyRow();

    await post(
      context,
      action as Handler,
      "/admin/pyqs",
      multipart({ ...note, term: "term-2", id: first.id, title: "Paper 1" }),
      cookie,
    );
    const kept = await onlyRow();
    expect(kept).toMatchObject({ title: "Paper 1", term: "term-2", fileKey: first.fileKey });
    expect(files()).toEqual([first.fileKey]);

    await post(
      context,
      action as Handler,
      "/admin/pyqs",
      multipart({ ...note, term: "term-2", id: first.id }, { bytes: PNG, name: "scan.png" }),
      cookie,
    );
    const replaced = await onlyRow();
    expect(replaced).toMatchObject({ fileName: "scan.png", fileType: "image/png", fileSize: 908 });
    expect(replaced.fileKey).not.toBe(first.fileKey);
    expect(files()).toEqual([replaced.fileKey]);
    expect((await fetchFile(context, first.fileKey!)).status).toBe(404);

    await post(
      context,
      action as Handler,
      "/admin/pyqs",
      multipart({ ...note, term: "term-2", id: first.id, removeFile: "on" }),
      cookie,
    );
    expect(await onlyRow()).toMatchObject({
      fileKey: null,
      fileName: null,
      fileType: null,
      fileSize: null,
    });
    expect(files()).toEqual([]);
  });

  it("refuses a renamed executable by its bytes: 415, the typed fields kept, nothing stored", async () => {
    const { context, files } = setup();
    const cookie = await signedIn();
    const result = (await post(
      context,
      action as Handler,
      "/admin/notes?new=1",
      multipart(note, { bytes: EXE, name: "notes.pdf" }),
      cookie,
    )) as Reply;
    expect(result.init.status).toBe(415);
    expect(result.data.result?.error?.file?.[0]).toMatch(/not accepted/);
    expect(result.data.result?.initialValue).toMatchObject({
      title: "Week 3 summary",
      description: "Loops and iteration",
    });
    expect(await getDb().select().from(resources)).toHaveLength(0);
    expect(files()).toEqual([]);
  });

  it("refuses a file over 50MB while streaming: 413, the fields kept, the old file untouched", async () => {
    const { context, files } = setup();
    const cookie = await signedIn();
    await post(
      context,
      action as Handler,
      "/admin/notes",
      multipart(note, { bytes: PDF, name: "small.pdf" }),
      cookie,
    );
    const before = await onlyRow();
    const big = new Uint8Array(51 * 1024 * 1024);
    big.set(PDF.subarray(0, 9));
    const result = (await post(
      context,
      action as Handler,
      `/admin/notes?edit=${before.id}`,
      multipart(
        { ...note, id: before.id, title: "Changed title" },
        { bytes: big, name: "big.pdf" },
      ),
      cookie,
    )) as Reply;
    expect(result.init.status).toBe(413);
    expect(result.data.result?.error?.file?.[0]).toMatch(/larger than 50MB/);
    expect(result.data.result?.initialValue).toMatchObject({ title: "Changed title" });
    expect(await onlyRow()).toMatchObject({ title: "Week 3 summary", fileKey: before.fileKey });
    expect(files()).toEqual([before.fileKey]);
  });

  it("a good file with bad fields is not kept, and the form says to choose it again", async () => {
    const { context, files } = setup();
    const cookie = await signedIn();
    const result = (await post(
      context,
      action as Handler,
      "/admin/notes?new=1",
      multipart({ ...note, title: " " }, { bytes: PDF, name: "a.pdf" }),
      cookie,
    )) as Reply;
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.result?.error ?? {}).sort()).toEqual(["file", "title"]);
    expect(result.data.result?.error?.file?.[0]).toMatch(/Choose the file again/);
    expect(files()).toEqual([]);
  });

  it("deleting a resource deletes its file, but never one a submission still points to", async () => {
    const { context, files, storage } = setup();
    const cookie = await signedIn();
    await post(
      context,
      action as Handler,
      "/admin/resources",
      multipart(
        {
          intent: "save",
          title: "Stats book",
          category: "academic",
          level: "foundation",
          subject: "statistics-2",
          resourceType: "books",
          description: "A book",
        },
        { bytes: PDF, name: "book.pdf" },
      ),
      cookie,
    );
    const own = await onlyRow();
    const deleted = await post(
      context,
      action as Handler,
      "/admin/resources",
      multipart({ intent: "delete", id: own.id }),
      cookie,
    );
    expect((deleted as Response).status).toBe(303);
    expect(files()).toEqual([]);

    // An approved submission's file, shared by the resource made from it.
    const sharedKey = "3f1c2b9e-0000-4000-8000-000000000001.pdf";
    await storage.put(sharedKey, Readable.from([Buffer.from(PDF)]));
    const [resource] = await getDb()
      .insert(resources)
      .values({
        title: "From a student",
        description: "Shared",
        category: "academic",
        level: "foundation",
        subject: "english",
        resourceType: "notes",
        fileKey: sharedKey,
        fileName: "student.pdf",
        fileType: "application/pdf",
        fileSize: PDF.length,
      })
      .returning();
    await getDb().insert(submissions).values({
      title: "From a student",
      resourceType: "notes",
      subject: "english",
      level: "foundation",
      term: "term1",
      description: "Shared",
      authorName: "Asha",
      email: "asha@example.com",
      consentAt: new Date(),
      fileKey: sharedKey,
      fileName: "student.pdf",
      fileType: "application/pdf",
      fileSize: PDF.length,
      status: "approved",
      resourceId: resource!.id,
    });
    await post(
      context,
      action as Handler,
      "/admin/notes",
      multipart({ intent: "delete", id: resource!.id }),
      cookie,
    );
    expect(await getDb().select().from(resources)).toHaveLength(0);
    expect(files()).toEqual([sharedKey]);
    // Still public as the approved submission's file.
    expect((await fetchFile(context, sharedKey)).status).toBe(200);
  });

  it("a plain urlencoded post (no file part) still saves, keeping the file", async () => {
    const { context } = setup();
    const cookie = await signedIn();
    await post(
      context,
      action as Handler,
      "/admin/notes",
      multipart(note, { bytes: PDF, name: "a.pdf" }),
      cookie,
    );
    const row = await onlyRow();
    const response = (await (action as Handler)({
      request: new Request("http://localhost/admin/notes", {
        method: "POST",
        body: new URLSearchParams({ ...note, id: row.id, title: "Renamed" }),
        headers: { Cookie: cookie },
      }),
      params: {},
      context,
    } as never)) as Response;
    expect(response.status).toBe(303);
    expect(await onlyRow()).toMatchObject({ title: "Renamed", fileKey: row.fileKey });
  });

  it("/files answers 404 for unknown, malformed and pending-submission keys", async () => {
    const { context, storage } = setup();
    const pendingKey = "3f1c2b9e-0000-4000-8000-000000000002.pdf";
    await storage.put(pendingKey, Readable.from([Buffer.from(PDF)]));
    await getDb().insert(submissions).values({
      title: "Pending",
      resourceType: "notes",
      subject: "english",
      level: "foundation",
      term: "term1",
      description: "Not reviewed",
      authorName: "Asha",
      email: "asha@example.com",
      consentAt: new Date(),
      fileKey: pendingKey,
      fileName: "pending.pdf",
      fileType: "application/pdf",
      fileSize: PDF.length,
    });
    for (const key of [pendingKey, "no-such-key.pdf", "../etc/passwd", "a\0b", "A".repeat(300)]) {
      expect((await fetchFile(context, key)).status, key).toBe(404);
    }
  });
});
