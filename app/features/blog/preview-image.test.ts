import sharp from "sharp";
import { expect, it } from "vitest";
import { createMemoryStorage } from "~tests/setup/demo-content";
import { testImage } from "~tests/setup/images";
import { previewImageUrl, previewVersion } from "./preview-image";
import { renderPreviewImage } from "./preview-image.server";

const post = { slug: "quiz-tips", title: "Quiz tips that work", category: "Academic" };

it("draws a post without a cover as a 1200×630 JPEG; the URL changes with the drawing", async () => {
  const image = await renderPreviewImage(createMemoryStorage(), { ...post, cover: null });
  expect(await sharp(image).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  const url = previewImageUrl({ ...post, cover: null }, "https://hub.example");
  expect(url).toMatch(/^https:\/\/hub\.example\/blog\/quiz-tips\/preview\.jpg\?v=[0-9a-f]{8}$/);
  // The drawing is the category's colours and a pattern chosen by the address: no text.
  expect(previewVersion({ ...post, category: "Other", cover: null })).not.toBe(
    previewVersion({ ...post, cover: null }),
  );
  expect(previewVersion({ ...post, title: "Other", cover: null })).toBe(
    previewVersion({ ...post, cover: null }),
  );
});

it("crops a post's uploaded cover (any shape) to 1200×630", async () => {
  const storage = createMemoryStorage();
  const key = "cover-0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10-960w.jpg";
  storage.files.set(key, await testImage(960, 960, "jpeg"));
  const cover = {
    alt: "A circle",
    width: 960,
    height: 960,
    variants: [{ key, format: "jpeg" as const, width: 960, height: 960 }],
  };
  const image = await renderPreviewImage(storage, { ...post, slug: "with-cover", cover });
  expect(await sharp(image).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  expect(previewVersion({ ...post, cover })).toMatch(/^c-/);
});
