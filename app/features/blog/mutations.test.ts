// The admin blog screen's action: validation, slug rules, duplicate slug, sanitizing, audit rows.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { createSession } from "~/features/auth/session.server";
import { action as blogsAction, loader as blogsLoader } from "~/routes/admin/blogs";
import { auditLog, blogPosts } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { getPublishedPost } from "./queries.server";
import { slugify } from "./schema";

it("slugify: lower-cased, non-word characters removed, spaces to hyphens", () => {
  expect(slugify("Hello, World! Notes 2.0")).toBe("hello-world-notes-20");
  expect(slugify("  Déjà   vu  ")).toBe("dj-vu");
});

describeWithDatabase("admin blog posts", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });
  async function cookie() {
    const admin = await upsertAdmin(getDb(), "admin@example.com", "a long password 1");
    return (await createSession(getDb(), { adminId: admin.id, userAgent: null })).split(";")[0]!;
  }
  const post = async (c: string, fields: Record<string, string>, url = "/admin/blogs?new=1") =>
    (await blogsAction({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: c },
      }),
      params: {},
      context: context(),
    } as never)) as unknown;
  const fields = {
    intent: "save",
    title: "Exam Week: Survival Guide!",
    slug: "",
    category: "Study Tips",
    author: "Asha",
    excerpt: "How to get through it",
    content: '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    published: "on",
  };

  it("adds a post: slug from the title, content sanitized, audited, on the public blog", async () => {
    const c = await cookie();
    const response = (await post(c, fields)) as Response;
    expect(response.status).toBe(303);
    const [row] = await getDb().select().from(blogPosts);
    expect(row!.slug).toBe("exam-week-survival-guide");
    expect(row!.content).not.toMatch(/script|onerror/);
    expect(row!.published).toBe(true);
    expect(await getPublishedPost(getDb(), "exam-week-survival-guide")).toBeDefined();
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "blog_post.create"));
    expect(audit).toHaveLength(1);
  });

  it("a duplicate slug is a field error and keeps the input; unchecked published is a draft", async () => {
    const c = await cookie();
    await post(c, fields);
    const result = (await post(c, { ...fields, published: "" })) as {
      data: {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
        toast: { description: string };
      };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(409);
    expect(result.data.result.error.slug).toEqual(["This slug is already used by another post"]);
    expect(result.data.result.initialValue.title).toBe(fields.title);
    expect(result.data.toast.description).toBe("Failed to save blog post");
    const { published, ...draft } = fields;
    void published;
    await post(c, { ...draft, slug: "exam-week-2" });
    const [second] = await getDb()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "exam-week-2"));
    expect(second!.published).toBe(false);
  });

  it("validates required fields and URLs", async () => {
    const c = await cookie();
    const result = (await post(c, { intent: "save", title: "", imageUrl: "not a url" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(Object.keys(result.data.result.error).sort()).toEqual(
      ["author", "category", "content", "excerpt", "imageUrl", "title"].sort(),
    );
  });

  it("edits keep their slug unless changed; delete removes; search and empty states", async () => {
    const c = await cookie();
    await post(c, fields);
    const [row] = await getDb().select().from(blogPosts);
    await post(
      c,
      { ...fields, id: row!.id, title: "Renamed", slug: row!.slug },
      `/admin/blogs?edit=${row!.id}`,
    );
    const [after] = await getDb().select().from(blogPosts);
    expect(after).toMatchObject({ title: "Renamed", slug: "exam-week-survival-guide" });
    const load = (url: string) =>
      blogsLoader({
        request: new Request(`http://localhost${url}`, { headers: { Cookie: c } }),
        params: {},
        context: context(),
      } as never) as Promise<{ rows: unknown[]; total: number }>;
    expect((await load("/admin/blogs?q=asha")).total).toBe(1);
    expect((await load("/admin/blogs?q=study tips")).total).toBe(1);
    expect((await load("/admin/blogs?q=nothing")).total).toBe(0);
    const deleted = (await post(
      c,
      { intent: "delete", id: row!.id },
      `/admin/blogs?delete=${row!.id}`,
    )) as Response;
    expect(deleted.status).toBe(303);
    expect(await getDb().select().from(blogPosts)).toHaveLength(0);
  });

  it("previews content through the sanitizer", async () => {
    const c = await cookie();
    const result = (await post(c, { intent: "preview", content: fields.content })) as {
      data: { preview: string };
    };
    expect(result.data.preview).toContain("<p>Hello</p>");
    expect(result.data.preview).not.toMatch(/script|onerror/);
  });
});
