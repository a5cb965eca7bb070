// The XSS corpus in Chromium: rows holding every payload, written straight to the database past
// the forms' checks, shown on the public and admin pages after hydration; every payload typed
// into the search boxes and the blog editor's live preview. No payload may run (they all set
// window.__pwned), no dialog may open, no CSP violation may be reported (an injected inline
// handler would be one), and no element may carry an event handler attribute or a javascript:,
// vbscript: or data: URL. tests/security/xss.test.ts checks the server's HTML for every field.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { blogPosts, contactMessages, resources, subjects, submissions } from "~db/schema";
import { loadXssPayloads } from "../fixtures/xss-payloads";
import { E2E_ADMIN, startSession } from "./support/admin";
import { waitForHydration } from "./support/hydration";
import { startServerWith, type TestServer } from "./support/server";

const payloads = loadXssPayloads();
/** Payloads per row where a row can hold several (a title of ten payloads, …). */
const chunks = Array.from({ length: Math.ceil(payloads.length / 10) }, (_, i) =>
  payloads.slice(i * 10, i * 10 + 10),
);
const ids = {
  posts: [] as string[],
  submissions: [] as string[],
  messages: [] as string[],
  subjects: [] as string[],
};

// The tests share nothing but the rows above, which each worker writes to a server of its own in
// beforeAll: in parallel, both workers share the payload loops and no long test is the run's tail.
test.describe.configure({ mode: "parallel" });
let server: TestServer;
let pagesChecked = 0;
let typed = 0;

test.beforeAll(async () => {
  server = await startServerWith(
    async (db) => {
      ids.posts = (
        await db
          .insert(blogPosts)
          .values(
            chunks.map((chunk, k) => ({
              title: chunk.join(" "),
              slug: `xss-${k}`,
              excerpt: chunk.join(" "),
              content: chunk.join("\n"),
              category: chunk[0]!,
              author: chunk[1]!,
              tags: chunk,
              imageUrl: chunk[2]!,
            })),
          )
          .returning({ id: blogPosts.id })
      ).map((r) => r.id);
      const types = ["notes", "pyqs", "lectures"] as const;
      const exams = ["quiz-1", "quiz-2", "end-term", "important", "video"] as const;
      await db.insert(resources).values(
        payloads.flatMap((p, i) => [
          {
            title: p,
            description: p,
            category: "academic" as const,
            level: "foundation" as const,
            subject: "computational-thinking",
            resourceType: types[i % types.length]!,
            exam: exams[i % exams.length]!,
            fileUrl: p,
            linkUrl: p,
          },
        ]),
      );
      // Subjects an admin wrote: name, description and folder shown on public and admin pages.
      ids.subjects = (
        await db
          .insert(subjects)
          .values(
            chunks.map((chunk, k) => ({
              level: "diploma" as const,
              slug: `xss-${k}`,
              name: chunk.join(" "),
              description: chunk.join("\n"),
              folderUrl: chunk[k % chunk.length]!,
            })),
          )
          .returning({ id: subjects.id })
      ).map((r) => r.id);
      ids.submissions = (
        await db
          .insert(submissions)
          .values(
            chunks.map((chunk) => ({
              title: chunk.join(" "),
              resourceType: "notes" as const,
              subject: chunk[0]!,
              level: chunk[1]!,
              term: chunk[2]!,
              description: chunk.join("\n"),
              linkUrl: chunk[3]!,
              authorName: chunk[4]!,
              email: chunk[5]!,
              consentAt: new Date(),
              fileKey: "file.pdf",
              fileName: chunk[6]!,
            })),
          )
          .returning({ id: submissions.id })
      ).map((r) => r.id);
      ids.messages = (
        await db
          .insert(contactMessages)
          .values(
            chunks.map((chunk) => ({
              name: chunk[0]!,
              email: chunk[1]!,
              subject: chunk.join(" "),
              message: chunk.join("\n"),
            })),
          )
          .returning({ id: contactMessages.id })
      ).map((r) => r.id);
    },
    { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  );
});

test.afterAll(async () => {
  await server?.stop();
  // Each worker counts what its own share of the tests checked.
  console.log(
    `[security figures] XSS in the browser (one worker's tests): ${payloads.length} payloads, ${pagesChecked} page states checked after hydration (${typed} typed into search boxes and the editor preview)`,
  );
});

/** A page that records what a payload would leave behind: dialogs and CSP violations. */
async function watchedPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __violations: log });
    document.addEventListener("securitypolicyviolation", (event) =>
      log.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return { page, dialogs };
}

/** Triggers what handlers wait for, then looks for anything that ran or could run. */
async function expectNothingRan(page: Page, dialogs: string[], label: string) {
  pagesChecked++;
  // One round trip per check: the events, a pause for handlers that run later, then the scan.
  const found = await page.evaluate(async () => {
    for (const el of document.querySelectorAll("body *")) {
      for (const type of ["mouseover", "mouseenter", "pointerenter", "focus", "toggle", "error"]) {
        el.dispatchEvent(new Event(type));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const problems: string[] = [];
    const w = window as unknown as { __pwned?: unknown; __violations?: string[] };
    if (w.__pwned !== undefined) problems.push("a payload ran (window.__pwned is set)");
    for (const v of w.__violations ?? []) problems.push(`CSP violation: ${v}`);
    const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "srcdoc"];
    for (const el of document.querySelectorAll("*")) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith("on")) problems.push(`<${el.tagName} ${name}>`);
        // eslint-disable-next-line no-control-regex
        const value = attr.value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
        if (urlAttributes.includes(name) && /^(javascript|vbscript|data):/.test(value)) {
          problems.push(`<${el.tagName} ${name}="${attr.value.slice(0, 60)}">`);
        }
      }
      if (["IFRAME", "OBJECT", "EMBED", "FRAME", "BASE"].includes(el.tagName)) {
        problems.push(`<${el.tagName}>`);
      }
    }
    return problems;
  });
  expect([...found, ...dialogs.map((d) => `dialog: ${d}`)], label).toEqual([]);
}

test("public pages: blog list and posts, resource lists, level pages", async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, dialogs } = await watchedPage(browser);
  const base = "/resources/foundation/computational-thinking";
  const paths = [
    "/blog",
    ...chunks.map((_, k) => `/blog/xss-${k}`),
    base,
    `${base}/lectures`,
    ...["quiz-1", "quiz-2", "end-term", "important", "video"].flatMap((tab) => [
      `${base}/notes?tab=${tab}`,
      `${base}/pyqs?tab=${tab}`,
    ]),
    "/resources/diploma",
    ...chunks.flatMap((_, k) => [
      `/resources/diploma/xss-${k}`,
      `/resources/diploma/xss-${k}/notes`,
    ]),
    "/blog/rss.xml",
  ];
  for (const path of paths) {
    await page.goto(path);
    if (!path.endsWith(".xml")) await waitForHydration(page);
    await expectNothingRan(page, dialogs, path);
  }
  await page.context().close();
});

// One test per search box (blog, resources, community and site search), so the two workers share
// them.
for (const path of ["/blog", "/resources", "/community", "/search"]) {
  test(`every payload typed into the search box of ${path}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { page, dialogs } = await watchedPage(browser);
    await page.goto(path);
    // The page's own box (the header's site search is another).
    const box = page.getByRole("main").getByRole("searchbox");
    for (const p of payloads) {
      // A GET form (the page loads no script, ADR 025): the server renders the results page,
      // echoing the query in the box and the results' heading.
      await box.fill(p);
      await Promise.all([page.waitForEvent("load"), box.press("Enter")]);
      typed++;
      await expectNothingRan(page, dialogs, `${path} search box: ${p}`);
    }
    await page.context().close();
  });
}

test("admin pages: posts, resources, subjects, submissions and messages", async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, dialogs } = await watchedPage(browser);
  await startSession(page.context(), server.baseURL);
  const paths = [
    "/admin/blogs",
    ...ids.posts.map((id) => `/admin/blogs?edit=${id}`),
    ...[1, 2, 3, 4, 5].map((n) => `/admin/resources?page=${n}`),
    "/admin/subjects?level=diploma",
    ...ids.subjects.map((id) => `/admin/subjects?level=diploma&edit=${id}`),
    `/admin/subjects?level=diploma&merge=${ids.subjects[1]}&into=${ids.subjects[0]}`,
    "/admin/resources?new=1",
    "/admin/submissions",
    ...ids.submissions.map((id) => `/admin/submissions?view=${id}`),
    "/admin/messages",
    ...ids.messages.map((id) => `/admin/messages?view=${id}`),
  ];
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNothingRan(page, dialogs, path);
  }
  await page.context().close();
});

test("admin: every payload in the blog editor's live preview", async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, dialogs } = await watchedPage(browser);
  await startSession(page.context(), server.baseURL);
  await page.goto("/admin/blogs?new=1");
  await waitForHydration(page);
  const content = page.getByLabel("Content (Markdown)");
  const preview = page.getByTestId("post-preview");
  for (const [k, chunk] of chunks.entries()) {
    // The marker goes first: an unclosed <style> or <textarea> in a payload swallows the rest.
    await content.fill(`<p>preview ${k}</p>${chunk.join("\n")}`);
    typed++;
    await expect(preview).toContainText(`preview ${k}`);
    await expectNothingRan(page, dialogs, `editor preview of chunk ${k}`);
  }
  await page.context().close();
});
