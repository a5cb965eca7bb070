// The file response on both storages: type, disposition, validators and 304, ranges and 416, HEAD.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parse as parseDisposition } from "content-disposition";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeS3 } from "~tests/setup/fake-s3";
import {
  downloadName,
  fileResponse,
  type FileResponseOptions,
  type ServedFile,
} from "./file-response.server";
import { createLocalStorage, createS3Storage, type FileStorage } from "./storage.server";

const SIZE = 300_000;
const BYTES = Buffer.alloc(SIZE);
for (let i = 0; i < SIZE; i++) BYTES[i] = i % 251;
BYTES.write("%PDF-1.7\n", 0);

const PUBLIC: FileResponseOptions = { audience: "public", disposition: "auto" };

interface Harness {
  storage: FileStorage;
  close(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "files-"));
  return {
    storage: createLocalStorage(dir),
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const fake = await startFakeS3();
  return {
    storage: createS3Storage({
      endpoint: fake.endpoint,
      bucket: fake.bucket,
      accessKeyId: "test",
      secretAccessKey: "test-secret",
      region: "us-east-1",
      forcePathStyle: true,
    }),
    close: fake.close,
  };
}

const get = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://localhost/files/x", { method, headers });

describe.each([
  { name: "local folder", start: localHarness },
  { name: "S3 bucket", start: s3Harness },
])("file response from a $name", ({ start }) => {
  let harness: Harness;
  let pdf: ServedFile;
  beforeEach(async () => {
    harness = await start();
    pdf = {
      fileKey: `${crypto.randomUUID()}.pdf`,
      fileName: "Week 3 – résumé.pdf",
      fileType: "application/pdf",
    };
    await harness.storage.put(pdf.fileKey!, Readable.from([BYTES]));
  });
  afterEach(async () => {
    await harness.close();
  });

  const respond = (request: Request, file: ServedFile = pdf, options = PUBLIC) =>
    fileResponse(request, harness.storage, file, options);

  it("sends the whole file with its type, an inline disposition and cache validators", async () => {
    const response = await respond(get());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(SIZE));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=604800, s-maxage=3600, immutable, no-transform",
    );
    expect(response.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(new Date(response.headers.get("last-modified")!).getTime()).toBeGreaterThan(0);
    const disposition = response.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^inline; filename="Week 3 _ r_sum_.pdf"; filename\*=UTF-8''/);
    expect(parseDisposition(disposition).parameters.filename).toBe("Week 3 – résumé.pdf");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES);
  });

  it("sends office documents as attachments, and everything as one for the admin's download", async () => {
    const docx: ServedFile = {
      ...pdf,
      fileName: "slides.pptx",
      fileType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    };
    const office = await respond(get(), docx);
    expect(office.headers.get("content-disposition")).toBe("attachment; filename=slides.pptx");
    expect(office.headers.get("content-type")).toBe(docx.fileType);
    await office.body?.cancel();
    const admin = await respond(get(), pdf, { audience: "private", disposition: "attachment" });
    expect(admin.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(admin.headers.get("cache-control")).toBe("private, no-store, no-transform");
    await admin.body?.cancel();
  });

  it("answers 304 to a matching If-None-Match or a later If-Modified-Since", async () => {
    const first = await respond(get());
    await first.body?.cancel();
    const etag = first.headers.get("etag")!;
    const byTag = await respond(get({ "If-None-Match": `"other", ${etag}` }));
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get("etag")).toBe(etag);
    expect(byTag.body).toBeNull();
    const byDate = await respond(
      get({ "If-Modified-Since": new Date(Date.now() + 60_000).toUTCString() }),
    );
    expect(byDate.status).toBe(304);
    const changed = await respond(get({ "If-None-Match": '"something-else"' }));
    expect(changed.status).toBe(200);
    await changed.body?.cancel();
  });

  it.each([
    { range: "bytes=0-99", start: 0, end: 99 },
    { range: "bytes=299000-", start: 299_000, end: SIZE - 1 },
    { range: "bytes=-500", start: SIZE - 500, end: SIZE - 1 },
    { range: "bytes=1000-999999", start: 1000, end: SIZE - 1 },
  ])("answers Range $range with 206 and exactly those bytes", async ({ range, start, end }) => {
    const response = await respond(get({ Range: range }));
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES.subarray(start, end + 1));
  });

  it("answers an unsatisfiable range with 416 and the size", async () => {
    const response = await respond(get({ Range: `bytes=${SIZE}-` }));
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${SIZE}`);
    await response.body?.cancel();
  });

  it("sends the whole file for several ranges, a malformed one, or a stale If-Range", async () => {
    const first = await respond(get());
    await first.body?.cancel();
    const etag = first.headers.get("etag")!;
    for (const headers of [
      { Range: "bytes=0-1,10-20" } as Record<string, string>,
      { Range: "pages=1-2" },
      { Range: "bytes=0-99", "If-Range": '"an-older-version"' },
      { Range: "bytes=0-99", "If-Range": "Wed, 21 Oct 2015 07:28:00 GMT" },
    ]) {
      const response = await respond(get(headers));
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(SIZE);
    }
    for (const ifRange of [etag, first.headers.get("last-modified")!]) {
      const response = await respond(get({ Range: "bytes=0-99", "If-Range": ifRange }));
      expect(response.status).toBe(206);
      expect((await response.arrayBuffer()).byteLength).toBe(100);
    }
  });

  it("answers HEAD with the headers and no body, for the whole file and a range", async () => {
    const whole = await respond(get({}, "HEAD"));
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(SIZE));
    expect(whole.body).toBeNull();
    const part = await respond(get({ Range: "bytes=10-19" }, "HEAD"));
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${SIZE}`);
    expect(part.body).toBeNull();
  });

  it("answers 404 for a key with no stored file", async () => {
    const response = await respond(get(), { ...pdf, fileKey: `${crypto.randomUUID()}.pdf` });
    expect(response.status).toBe(404);
  });
});

describe("download names", () => {
  it("drop control characters and path separators, and end in the checked type's extension", () => {
    const file = { fileKey: "k.pdf", fileType: "application/pdf" };
    expect(downloadName({ ...file, fileName: "a\r\nb/../c\u202e.pdf" })).toBe("ab_.._c.pdf");
    expect(downloadName({ ...file, fileName: "page.html" })).toBe("page.html.pdf");
    expect(downloadName({ ...file, fileName: "SCAN.PDF" })).toBe("SCAN.PDF");
    expect(downloadName({ ...file, fileName: null })).toBe("k.pdf");
    expect(
      downloadName({ fileKey: "k.jpeg", fileType: "image/jpeg", fileName: "photo.jpeg" }),
    ).toBe("photo.jpeg");
  });
});
