// Cover processing: the variants made (formats, widths no larger than the original, sizes), files
// removed on delete and on failure, and the route that serves them.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage, type FileStorage } from "~/lib/storage.server";
import { loader as coverLoader } from "~/routes/public/cover-image";
import { testImage } from "~tests/setup/images";
import { coverFallback, coverSrcSet, readCover } from "./cover";
import { CoverUnreadable, coverWidths, deleteCoverFiles, processCover } from "./cover.server";

let dir: string;
let storage: FileStorage;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "covers-"));
  storage = createLocalStorage(dir);
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("processCover", () => {
  it("makes AVIF, WebP and JPEG at 480, 960 and 1440 px from a large image, keeping its proportions", async () => {
    const cover = await processCover(storage, await testImage(2000, 1000, "jpeg"), "A chart");
    expect(cover.alt).toBe("A chart");
    expect({ width: cover.width, height: cover.height }).toEqual({ width: 1440, height: 720 });
    const made = cover.variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort();
    expect(made).toEqual(
      ["avif", "webp", "jpeg"]
        .flatMap((f) => [`${f}@480x240`, `${f}@960x480`, `${f}@1440x720`])
        .sort(),
    );
    for (const variant of cover.variants) {
      const file = await fs.readFile(path.join(dir, variant.key));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: variant.width,
        height: variant.height,
      });
    }
    expect(readCover(cover)).toEqual(cover);
    expect(coverSrcSet(cover, "webp")).toMatch(
      /^\/covers\/cover-[0-9a-f-]{36}-480w\.webp 480w, \/covers\/\S+-960w\.webp 960w, \/covers\/\S+-1440w\.webp 1440w$/,
    );
    expect(coverFallback(cover).key).toMatch(/-1440w\.jpg$/);
  });

  it("never enlarges: a 700 px PNG gives 480 and 700; a 300 px WebP only 300", async () => {
    const mid = await processCover(storage, await testImage(700, 500, "png"), "x");
    expect([...new Set(mid.variants.map((v) => v.width))]).toEqual([480, 700]);
    const small = await processCover(storage, await testImage(300, 200, "webp"), "x");
    expect(small.variants.map((v) => v.width)).toEqual([300, 300, 300]);
    expect(coverWidths(1440)).toEqual([480, 960, 1440]);
  });

  it("refuses what is not a readable image and leaves nothing behind", async () => {
    const jpeg = await testImage(800, 600, "jpeg");
    await expect(processCover(storage, jpeg.subarray(0, 200), "x")).rejects.toBeInstanceOf(
      CoverUnreadable,
    );
    await expect(
      processCover(storage, Buffer.from("\xff\xd8\xff not really a jpeg"), "x"),
    ).rejects.toBeInstanceOf(CoverUnreadable);
    expect(await fs.readdir(dir).catch(() => [])).toEqual([]);
  });

  it("deleteCoverFiles removes every variant", async () => {
    const cover = await processCover(storage, await testImage(600, 300, "jpeg"), "x");
    expect((await fs.readdir(dir)).length).toBe(6);
    await deleteCoverFiles(storage, cover);
    expect(await fs.readdir(dir)).toEqual([]);
  });
});

describe("the cover route", () => {
  const get = (key: string, headers: Record<string, string> = {}) =>
    coverLoader({
      request: new Request(`http://localhost/covers/${key}`, { headers }),
      params: { key },
      context: { storage },
    } as never);

  it("serves a variant with its type and a year of immutable caching; 304 when revalidated", async () => {
    const cover = await processCover(storage, await testImage(600, 300, "jpeg"), "x");
    for (const variant of cover.variants) {
      const response = await get(variant.key);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(`image/${variant.format}`);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer()).length).toBeGreaterThan(100);
    }
    const key = cover.variants[0]!.key;
    expect((await get(key, { "If-None-Match": `"${key}"` })).status).toBe(304);
  });

  it("serves nothing else from the storage: other keys, missing covers", async () => {
    await storage.put(
      "0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10.pdf",
      (await import("node:stream")).Readable.from(Buffer.from("%PDF-1.4 pending")),
    );
    expect((await get("0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10.pdf")).status).toBe(404);
    expect((await get("cover-0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10-480w.avif")).status).toBe(404);
    expect((await get("..%2Fsecret")).status).toBe(404);
  });
});
