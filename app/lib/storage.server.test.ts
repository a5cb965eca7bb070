import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeS3 } from "~tests/setup/fake-s3";
import { createLocalStorage, createS3Storage, type FileStorage } from "./storage.server";

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** Bytes of a known pattern, streamed in chunks with no length known up front. */
function patternBytes(offset: number, size: number) {
  const chunk = Buffer.alloc(size);
  for (let i = 0; i < size; i++) chunk[i] = (offset + i) % 251;
  return chunk;
}

function patternStream(totalBytes: number, { destroyAfter }: { destroyAfter?: Error } = {}) {
  let sent = 0;
  let destroying = false;
  return new Readable({
    read() {
      if (sent >= totalBytes) {
        if (!destroyAfter) return void this.push(null);
        // Destroyed from outside on a later tick, as the upload parser does when a file turns
        // out too large or the client goes away.
        if (!destroying) setImmediate(() => this.destroy(destroyAfter));
        destroying = true;
        return;
      }
      const size = Math.min(CHUNK, totalBytes - sent);
      this.push(patternBytes(sent, size));
      sent += size;
    },
  });
}

const sha256 = (buffer: Buffer) => crypto.createHash("sha256").update(buffer).digest("hex");

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const newKey = () => `${crypto.randomUUID()}.pdf`;

interface Harness {
  storage: FileStorage;
  /** Everything the storage holds: files, objects, unfinished multipart uploads. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "uploads-"));
  return {
    storage: createLocalStorage(dir),
    leftovers: () => fs.readdir(dir),
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness & { fake: Awaited<ReturnType<typeof startFakeS3>> }> {
  const fake = await startFakeS3();
  return {
    fake,
    storage: createS3Storage({
      endpoint: fake.endpoint,
      bucket: fake.bucket,
      accessKeyId: "test",
      secretAccessKey: "test-secret",
      region: "us-east-1",
      forcePathStyle: true,
    }),
    leftovers: async () => [
      ...fake.objects.keys(),
      ...[...fake.uploads.keys()].map((id) => `multipart upload ${id}`),
    ],
    close: fake.close,
  };
}

describe.each([
  { name: "local folder", start: localHarness },
  { name: "S3 bucket", start: s3Harness },
])("file storage in a $name", ({ start }) => {
  let harness: Harness;
  beforeEach(async () => {
    harness = await start();
  });
  afterEach(async () => {
    await harness.close();
  });

  it("stores a small file and gives it back", async () => {
    const key = newKey();
    const content = Buffer.from("%PDF-1.7 a small file");
    await harness.storage.put(key, Readable.from([content]));
    expect(await readAll(await harness.storage.get(key))).toEqual(content);
    expect(await harness.leftovers()).toEqual([key]);
  });

  it("streams a file larger than 5 MB of unknown length and gives it back intact", async () => {
    const key = newKey();
    const size = 12 * MB + 12_345;
    await harness.storage.put(key, patternStream(size));
    const back = await readAll(await harness.storage.get(key));
    expect(back.length).toBe(size);
    expect(sha256(back)).toBe(sha256(patternBytes(0, size)));
  });

  it.each([
    { when: "within the first 5 MB", bytes: 1 * MB },
    { when: "after 5 MB", bytes: 7 * MB },
  ])(
    "rejects with the stream's error and keeps nothing when it is destroyed $when",
    async ({ bytes }) => {
      const key = newKey();
      const error = new Error("client went away");
      await expect(
        harness.storage.put(key, patternStream(bytes, { destroyAfter: error })),
      ).rejects.toBe(error);
      expect(await harness.storage.exists(key)).toBe(false);
      expect(await harness.leftovers()).toEqual([]);
    },
  );

  it("tells whether a key exists", async () => {
    const key = newKey();
    expect(await harness.storage.exists(key)).toBe(false);
    await harness.storage.put(key, Readable.from([Buffer.from("x")]));
    expect(await harness.storage.exists(key)).toBe(true);
  });

  it("deletes a key, and deleting it again or a key never stored is fine", async () => {
    const key = newKey();
    await harness.storage.put(key, Readable.from([Buffer.from("x")]));
    await harness.storage.delete(key);
    await harness.storage.delete(key);
    await harness.storage.delete(newKey());
    expect(await harness.storage.exists(key)).toBe(false);
    expect(await harness.leftovers()).toEqual([]);
  });

  it("gives a file's size and date, and null for a key never stored", async () => {
    const key = newKey();
    const before = Date.now();
    await harness.storage.put(key, patternStream(300_000));
    const info = await harness.storage.stat(key);
    expect(info?.size).toBe(300_000);
    // S3 dates have whole seconds.
    expect(info!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(info!.lastModified.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await harness.storage.stat(newKey())).toBeNull();
  });

  it("streams a range of a file: its first, middle and last bytes", async () => {
    const key = newKey();
    const size = 6 * MB + 1000;
    await harness.storage.put(key, patternStream(size));
    for (const range of [
      { start: 0, end: 99 },
      { start: 5 * MB - 7, end: 5 * MB + 70_000 },
      { start: size - 1, end: size - 1 },
    ]) {
      const back = await readAll(await harness.storage.get(key, range));
      expect(back).toEqual(patternBytes(range.start, range.end - range.start + 1));
    }
  });

  it("refuses to read a key that does not exist", async () => {
    await expect(harness.storage.get(newKey())).rejects.toThrow();
  });

  it("refuses a key that could escape its folder or bucket", async () => {
    await expect(harness.storage.exists("../secret")).rejects.toThrow(/invalid storage key/);
  });
});

describe("file storage in an S3 bucket", () => {
  let harness: Awaited<ReturnType<typeof s3Harness>>;
  beforeEach(async () => {
    harness = await s3Harness();
  });
  afterEach(async () => {
    await harness.close();
  });

  it("sends a file under 5 MB as one PutObject, a larger one as a multipart upload", async () => {
    await harness.storage.put(newKey(), patternStream(1 * MB));
    expect(harness.fake.calls).toEqual(["PutObject"]);
    harness.fake.calls.length = 0;
    await harness.storage.put(newKey(), patternStream(11 * MB));
    expect(harness.fake.calls).toEqual([
      "CreateMultipartUpload",
      "UploadPart",
      "UploadPart",
      "UploadPart",
      "CompleteMultipartUpload",
    ]);
  });

  it("aborts the multipart upload when the stream is destroyed after its first part", async () => {
    const error = new Error("The file is larger than 50MB.");
    await expect(
      harness.storage.put(newKey(), patternStream(7 * MB, { destroyAfter: error })),
    ).rejects.toBe(error);
    expect(harness.fake.calls).toContain("CreateMultipartUpload");
    expect(harness.fake.calls).toContain("AbortMultipartUpload");
    expect(harness.fake.calls).not.toContain("CompleteMultipartUpload");
    expect(harness.fake.uploads.size).toBe(0);
  });

  it("names the bucket and endpoint, never the keys, in its description", () => {
    expect(harness.storage.describe()).toBe(`s3 bucket uploads at ${harness.fake.endpoint}`);
  });
});
