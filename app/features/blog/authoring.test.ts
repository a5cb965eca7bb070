// The admin blog form's new parts, through its action with real requests: Markdown stored and
// rendered, tags, read time, schedule, and cover uploads (made, replaced, removed, refused).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { createSession } from "~/features/auth/session.server";
import { createLocalStorage } from "~/lib/storage.server";
import { action as blogsAction, loader as blogsLoader } from "~/routes/admin/blogs";
import { blogPosts } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { testImage } from "~tests/setup/images";
import { readCover } from "./cover";
import { getPublishedPost } from "./queries.server";

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "blog-authoring-"));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describeWithDatabase("admin blog authoring", (getDb) => {
  const context = () =>
    testContext({ db: getDb(), clientIp: "127.0.0.1", storage: createLocalStorage(dir) });
  async function cookie() {
    const admin = await upsertAdmin(getDb(), "admin@example.com", "a long password 1");
    return (await createSession(getDb(), { adminId: admin.id, userAgent: null })).split(";")[0]!;
  }
  type Result = {
    data: {
      preview: string | null;
      result?: {
        error: Record<string, string[]>;
        initialValue: Record<string, string | undefined>;
      };
    };
    init: ResponseInit | null;
  };
  /** Posts the form as the browser does: multipart, with an optional cover file. */
  async function send(
    c: string,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
    url = "/admin/blogs?new=1",
  ) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (file)
      body.append("cover", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return (await blogsAction({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body,
        headers: { Cookie: c },
      }),
      params: {},
      context: context(),
    } as never)) as Response | Result;
  }
  const fields = {
    intent: "save",
    title: "Markdown Week",
    slug: "",
    category: "Academic",
    author: "Asha",
    excerpt: "Writing in Markdown",
    format: "markdown",
    content: `# Plan\n\n${"Study **hard** ".repeat(300)}\n\n[x](javascript:alert(1))`,
    tags: "exams, #Study Tips, exams",
    published: "on",
  };
  const files = async () => (await fs.readdir(dir)).sort();
  const row = async () => (await getDb().select().from(blogPosts))[0]!;

  it("stores the Markdown and its sanitized HTML, tags, and the read time computed from the text", async () => {
    const c = await cookie();
    expect(((await send(c, fields)) as Response).status).toBe(303);
    const saved = await row();
    expect(saved.markdown).toBe(fields.content);
    expect(saved.content).toContain("<h2>Plan</h2>");
    expect(saved.content).toContain("<strong>hard</strong>");
    expect(saved.content).not.toContain("javascript");
    expect(saved.tags).toEqual(["exams", "Study Tips"]);
    expect(saved.readTime).toBe("3 min");
    expect(saved.readTimeManual).toBe(false);

    // Set by the admin: kept as set.
    await send(
      c,
      { ...fields, id: saved.id, readTime: "9" },
      undefined,
      `/admin/blogs?edit=${saved.id}`,
    );
    expect(await row()).toMatchObject({ readTime: "9 min", readTimeManual: true });
  });

  it("an HTML post is edited as HTML, and converting it to Markdown keeps its markup", async () => {
    const c = await cookie();
    const [post] = await getDb()
      .insert(blogPosts)
      .values({
        title: "Old",
        slug: "old",
        excerpt: "e",
        content: "<p>Old <em>HTML</em></p>",
        category: "News",
        author: "A",
      })
      .returning();
    const load = (await blogsLoader({
      request: new Request(`http://localhost/admin/blogs?edit=${post!.id}`, {
        headers: { Cookie: c },
      }),
      params: {},
      context: context(),
    } as never)) as { editing: { format: string; content: string } };
    expect(load.editing).toMatchObject({ format: "html", content: "<p>Old <em>HTML</em></p>" });
    const edit = { ...fields, id: post!.id, slug: "old", content: load.editing.content };
    await send(c, { ...edit, format: "html" }, undefined, `/admin/blogs?edit=${post!.id}`);
    expect(await row()).toMatchObject({ markdown: null, content: "<p>Old <em>HTML</em></p>" });
    await send(c, { ...edit, format: "markdown" }, undefined, `/admin/blogs?edit=${post!.id}`);
    expect(await row()).toMatchObject({
      markdown: "<p>Old <em>HTML</em></p>",
      content: "<p>Old <em>HTML</em></p>",
    });
  });

  it("previews Markdown through the same renderer; without JavaScript the typed form comes back", async () => {
    const c = await cookie();
    const live = (await send(c, {
      intent: "preview",
      format: "markdown",
      content: "## Hi <img src=x onerror=alert(1)>",
    })) as Result;
    expect(live.data.preview).toBe('<h2>Hi <img src="x" loading="lazy" decoding="async" /></h2>\n');
    const whole = (await send(c, { ...fields, intent: "preview", title: "" })) as Result;
    expect(whole.data.preview).toContain("<h2>Plan</h2>");
    expect(whole.data.result!.initialValue.content!.replace(/\r\n/g, "\n")).toBe(fields.content);
    expect(whole.data.result!.initialValue.tags).toBe(fields.tags);
    expect(whole.data.result!.error).toEqual({});
    expect(await getDb().select().from(blogPosts)).toHaveLength(0);
  });

  it("schedules a post: not public before its time; the admin list says Scheduled", async () => {
    const c = await cookie();
    await send(c, { ...fields, publishAt: "2099-01-01T09:30" });
    const saved = await row();
    expect(saved.publishAt?.toISOString()).toBe("2099-01-01T04:00:00.000Z");
    expect(await getPublishedPost(getDb(), saved.slug)).toBeUndefined();
    const list = (await blogsLoader({
      request: new Request("http://localhost/admin/blogs", { headers: { Cookie: c } }),
      params: {},
      context: context(),
    } as never)) as { rows: { publishAt: Date | null; published: boolean }[] };
    expect(list.rows[0]).toMatchObject({ published: true, publishAt: saved.publishAt });
    const bad = (await send(c, { ...fields, slug: "x", publishAt: "next week" })) as Result;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result!.error.publishAt).toEqual(["Enter a date and time"]);
  });

  it("uploads a cover: variants stored and recorded with the alt text; replacing and removing delete the old files", async () => {
    const c = await cookie();
    const jpeg = await testImage(1600, 900, "jpeg");
    const response = await send(
      c,
      { ...fields, coverAlt: "A desk with notes" },
      { bytes: jpeg, name: "desk.jpg", type: "image/jpeg" },
    );
    expect((response as Response).status).toBe(303);
    const saved = await row();
    const cover = readCover(saved.cover)!;
    expect(cover).toMatchObject({ alt: "A desk with notes", width: 1440, height: 810 });
    expect(cover.variants).toHaveLength(9);
    expect(await files()).toEqual(cover.variants.map((v) => v.key).sort());

    // Replace: new files, old ones gone.
    const png = await testImage(800, 800, "png");
    await send(
      c,
      { ...fields, id: saved.id, coverAlt: "A square" },
      { bytes: png, name: "square.png", type: "image/png" },
      `/admin/blogs?edit=${saved.id}`,
    );
    const replaced = readCover((await row()).cover)!;
    expect(replaced).toMatchObject({ alt: "A square", width: 800, height: 800 });
    expect(await files()).toEqual(replaced.variants.map((v) => v.key).sort());

    // Alt text alone can change; it cannot be emptied while the cover stays.
    const noAlt = (await send(
      c,
      { ...fields, id: saved.id, coverAlt: "" },
      undefined,
      `/admin/blogs?edit=${saved.id}`,
    )) as Result;
    expect(noAlt.init?.status).toBe(400);
    expect(noAlt.data.result!.error.coverAlt).toBeDefined();

    await send(
      c,
      { ...fields, id: saved.id, removeCover: "on" },
      undefined,
      `/admin/blogs?edit=${saved.id}`,
    );
    expect((await row()).cover).toBeNull();
    expect(await files()).toEqual([]);
  });

  it("deleting a post deletes its cover files", async () => {
    const c = await cookie();
    await send(
      c,
      { ...fields, coverAlt: "x" },
      { bytes: await testImage(500, 300, "webp"), name: "a.webp", type: "image/webp" },
    );
    expect((await files()).length).toBe(6);
    const saved = await row();
    const body = new URLSearchParams({ intent: "delete", id: saved.id });
    const response = (await blogsAction({
      request: new Request(`http://localhost/admin/blogs?delete=${saved.id}`, {
        method: "POST",
        body,
        headers: { Cookie: c },
      }),
      params: {},
      context: context(),
    } as never)) as Response;
    expect(response.status).toBe(303);
    expect(await files()).toEqual([]);
  });

  it("refuses a cover that is not a JPEG, PNG or WebP, a broken image, or one without alt text, keeping the text", async () => {
    const c = await cookie();
    const pdf = (await send(
      c,
      { ...fields, coverAlt: "x" },
      { bytes: Buffer.from("%PDF-1.4 not an image"), name: "cover.jpg", type: "image/jpeg" },
    )) as Result;
    expect(pdf.init?.status).toBe(415);
    expect(pdf.data.result!.error.cover).toEqual(["The cover must be a JPEG, PNG or WebP image."]);
    expect(pdf.data.result!.initialValue.content!.replace(/\r\n/g, "\n")).toBe(fields.content);

    const svg = (await send(
      c,
      { ...fields, coverAlt: "x" },
      { bytes: Buffer.from("<svg onload=alert(1)></svg>"), name: "a.png", type: "image/png" },
    )) as Result;
    expect(svg.init?.status).toBe(415);

    const jpeg = await testImage(900, 600, "jpeg");
    const broken = (await send(
      c,
      { ...fields, coverAlt: "x" },
      { bytes: jpeg.subarray(0, 300), name: "a.jpg", type: "image/jpeg" },
    )) as Result;
    expect(broken.init?.status).toBe(400);
    expect(broken.data.result!.error.cover?.[0]).toMatch(/could not be read/);

    const noAlt = (await send(c, fields, {
      bytes: jpeg,
      name: "a.jpg",
      type: "image/jpeg",
    })) as Result;
    expect(noAlt.init?.status).toBe(400);
    expect(noAlt.data.result!.error.coverAlt).toEqual([
      "Describe the cover image for readers who cannot see it",
    ]);
    expect(noAlt.data.result!.error.cover).toEqual([
      "Choose the cover image again after fixing the form.",
    ]);

    const duplicate = await send(c, { ...fields, slug: "taken" });
    expect((duplicate as Response).status).toBe(303);
    const taken = (await send(
      c,
      { ...fields, slug: "taken", coverAlt: "x" },
      { bytes: jpeg, name: "a.jpg", type: "image/jpeg" },
    )) as Result;
    expect(taken.init?.status).toBe(409);
    // Nothing stays in storage from any refused upload.
    expect(await files()).toEqual([]);
    expect(await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "taken"))).toHaveLength(
      1,
    );
  });
});
