// Renders each newsletter mail with sample content into a folder, as .html and .txt, to open in a
// browser or a mail client. With --shots DIR it also photographs the HTML in Chromium: at 375 and
// 640 px, in the light and the dark colour scheme, with images blocked, as a client that drops
// the <style> block sees it (Gmail), and with Chromium's forced dark mode on that (a client that
// inverts colours).
//
//   npm run mail:preview -- [--out /tmp/mail-preview] [--origin https://…] [--shots DIR]
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  personalize,
  type RenderedMail,
  renderConfirmationMail,
  renderDigestIssue,
  renderPostIssue,
} from "~/features/newsletter/mail";
import { mailFooter } from "~/features/settings/public";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const out = path.resolve(option("--out") ?? "/tmp/mail-preview");
const origin = option("--origin") ?? "http://localhost:3000";
const shots = option("--shots");

const siteName = "BS Degree Hub";
const footer = mailFooter({
  name: "BS Degree Hub student team",
  addressLines: ["Room 4, Students' Activity Centre", "Chennai 600036, India"],
  email: "team@bsdegreehub.in",
});
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 6, 30));
const unsubscribeUrl = `${origin}/newsletter/unsubscribe/sample-token-of-this-recipient`;

const lead = {
  title: "How to plan your Foundation term (& not burn out)",
  excerpt:
    "A week-by-week plan for the Foundation level: which quizzes matter, when to start on previous papers, and how to keep a rhythm when the weeks get crowded.",
  url: "/blog/plan-your-foundation-term",
  coverUrl: "/images/share-default.jpg",
  coverAlt: "A study planner open on a desk next to a laptop",
  coverWidth: 1200,
  coverHeight: 630,
  publishedAt: day(23),
  readTime: "6 min",
  category: "Academic",
};

const mails: Record<string, RenderedMail> = {
  confirmation: renderConfirmationMail({
    siteName,
    origin,
    footer,
    confirmUrl: `${origin}/newsletter/confirm/sample-confirmation-token`,
    unsubscribeUrl,
  }),
  "post-issue": personalize(
    renderPostIssue({ siteName, origin, footer, post: lead }),
    unsubscribeUrl,
  ),
  "post-issue-no-cover": personalize(
    renderPostIssue({
      siteName,
      origin,
      footer: null,
      post: {
        title: 'Escaping check: <script>alert(1)</script> "><img src=x onerror=alert(1)>',
        excerpt: "A title with markup in it must read as text, never run.",
        url: "/blog/escaping-check",
        publishedAt: day(22),
      },
    }),
    unsubscribeUrl,
  ),
  digest: personalize(
    renderDigestIssue({
      siteName,
      origin,
      footer,
      since: day(17),
      posts: [
        lead,
        {
          title: "Statistics I: the five formulas you will use every week",
          excerpt:
            "Mean, variance, standard deviation, z-scores and the normal table, with worked examples from past quizzes.",
          url: "/blog/statistics-five-formulas",
          publishedAt: day(20),
          readTime: "4 min",
          category: "Academic",
        },
        {
          title: "Notes from the Python OPPE: what we wish we had known",
          excerpt: "Three seniors on preparing for the online proctored programming exam.",
          url: "/blog/python-oppe-notes",
          publishedAt: day(18),
          readTime: "8 min",
          category: "Experience",
        },
      ],
      resources: [
        {
          levelLabel: "Foundation",
          subjectName: "Mathematics for Data Science I",
          subjectUrl: "/resources/foundation/mathematics",
          items: [
            {
              title: "Week 3 notes",
              kindLabel: "Notes",
              url: "/resources/foundation/mathematics/notes",
            },
            {
              title: "2025 Term 2, Quiz 1",
              kindLabel: "Previous paper",
              url: "/resources/foundation/mathematics/pyqs",
            },
          ],
        },
        {
          levelLabel: "Diploma",
          subjectName: "Database Management Systems",
          subjectUrl: "/resources/diploma/database-management-systems",
          items: [
            {
              title: "Normalisation cheat sheet",
              kindLabel: "Notes",
              url: "/resources/diploma/database-management-systems/notes",
            },
          ],
        },
      ],
    }),
    unsubscribeUrl,
  ),
};

await mkdir(out, { recursive: true });
for (const [name, mail] of Object.entries(mails)) {
  await writeFile(path.join(out, `${name}.html`), mail.html);
  await writeFile(path.join(out, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
}
console.log(`Wrote ${Object.keys(mails).length} mails (.html and .txt) to ${out}`);

if (shots) await photograph(path.resolve(shots));

async function photograph(dir: string) {
  const { chromium } = await import("@playwright/test");
  const cover = await readFile(path.resolve("public/images/share-default.jpg"));
  await mkdir(dir, { recursive: true });
  const flags = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ];
  // What a client without <style> support shows (Gmail drops the media queries).
  const withoutStyle = (html: string) =>
    html
      .replace(/<style>[\s\S]*?<\/style>/g, "")
      .replace(/<meta name="(supported-)?color-scheme"[^>]*>/g, "");
  const variants = [
    { name: "light", scheme: "light", images: true, html: (h: string) => h, force: false },
    { name: "dark", scheme: "dark", images: true, html: (h: string) => h, force: false },
    { name: "no-images", scheme: "light", images: false, html: (h: string) => h, force: false },
    { name: "no-style", scheme: "light", images: true, html: withoutStyle, force: false },
    { name: "inverted", scheme: "dark", images: true, html: withoutStyle, force: true },
  ] as const;
  for (const force of [false, true]) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: force ? [...flags, "--enable-features=WebContentsForceDark"] : flags,
    });
    for (const variant of variants.filter((v) => v.force === force)) {
      for (const width of [375, 640]) {
        const page = await browser.newPage({
          viewport: { width, height: 800 },
          colorScheme: variant.scheme,
        });
        // The sample cover is the site's share image, whatever origin the mail names.
        await page.route(/\.(jpe?g|png|gif|webp)(\?|$)/, (route) =>
          variant.images
            ? route.fulfill({ body: cover, contentType: "image/jpeg" })
            : route.abort(),
        );
        for (const name of Object.keys(mails)) {
          const html = variant.html(await readFile(path.join(out, `${name}.html`), "utf8"));
          await page.setContent(html, { waitUntil: "load" });
          const file = path.join(dir, `${name}-${variant.name}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
        await page.close();
      }
    }
    await browser.close();
  }
  console.log(`Screenshots in ${dir}`);
}
