// What a link shared in a chat or a social network shows (issue 20): every public page names a
// raster preview image of 1200 × 630 with its alt text, and the image answers as such; a post's
// structured data names its address, its publisher's logo and its dates.
import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";

/** Every public page of the sitemap. */
async function publicPages(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(paths)];
}

const attribute = (html: string, key: string, name: string) =>
  new RegExp(`<meta ${key}="${name.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

test("every public page names a 1200×630 raster preview with alt text, and it answers", async ({
  request,
}) => {
  const pages = await publicPages(request);
  expect(pages.length).toBeGreaterThan(60);
  const problems: string[] = [];
  const images = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const image = attribute(html, "property", "og:image");
    const alt = attribute(html, "property", "og:image:alt");
    if (!image) {
      problems.push(`${path}: no og:image`);
      continue;
    }
    if (attribute(html, "name", "twitter:image") !== image) problems.push(`${path}: twitter:image`);
    if (attribute(html, "name", "twitter:card") !== "summary_large_image")
      problems.push(`${path}: twitter:card`);
    if (!alt?.trim()) problems.push(`${path}: no og:image:alt`);
    if (attribute(html, "property", "og:image:width") !== "1200") problems.push(`${path}: width`);
    if (attribute(html, "property", "og:image:height") !== "630") problems.push(`${path}: height`);
    images.set(image, path);
  }
  // Each distinct image once: the type, then the pixels themselves.
  for (const [image, path] of images) {
    const response = await request.get(image.replace(/&amp;/g, "&"));
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200 || !/^image\/(png|jpeg)$/.test(type)) {
      problems.push(`${image} (from ${path}): ${response.status()} ${type}`);
      continue;
    }
    const { width, height, format } = await sharp(await response.body()).metadata();
    if (width !== 1200 || height !== 630 || !["png", "jpeg"].includes(format ?? ""))
      problems.push(`${image}: ${format} ${width}×${height}`);
  }
  expect(problems).toEqual([]);
  // Posts have their own image; the other pages share the site's.
  const postImages = [...images.keys()].filter((i) => /\/blog\/[^/]+\/preview\.jpg\?v=/.test(i));
  expect(postImages.length).toBeGreaterThan(3);
  expect([...images.keys()].some((i) => i.endsWith("/images/share-default.jpg"))).toBe(true);
});

test("a post's BlogPosting names its address, publisher logo and dates", async ({ request }) => {
  const html = await (await request.get("/blog/welcome-to-the-hub")).text();
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g),
  ];
  const posting = scripts
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((d) => d["@type"] === "BlogPosting") as
    | {
        url: string;
        image: string;
        datePublished: string;
        dateModified: string;
        publisher: { name: string; logo: { url: string; width: number; height: number } };
      }
    | undefined;
  expect(posting).toBeDefined();
  expect(new URL(posting!.url).pathname).toBe("/blog/welcome-to-the-hub");
  expect(Date.parse(posting!.dateModified)).toBeGreaterThanOrEqual(
    Date.parse(posting!.datePublished) - 86_400_000,
  );
  const logo = await request.get(posting!.publisher.logo.url);
  expect(logo.headers()["content-type"]).toBe("image/png");
  const { width, height } = await sharp(await logo.body()).metadata();
  expect([width, height]).toEqual([posting!.publisher.logo.width, posting!.publisher.logo.height]);
  expect(posting!.image).toMatch(/\/blog\/welcome-to-the-hub\/preview\.jpg\?v=/);
});
