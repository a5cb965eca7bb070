import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { mailFooter } from "~/features/settings/public";
import {
  type MailPost,
  personalize,
  renderConfirmationMail,
  renderDigestIssue,
  renderPostIssue,
  UNSUBSCRIBE_URL_SLOT,
} from ".";

const origin = "https://hub.org";
const siteName = "BS Degree Hub";
const footer = mailFooter({
  name: "Hub Trust",
  addressLines: ["12 Lake Road", "Chennai 600036"],
  email: "team@hub.org",
});
const unsubscribeUrl = "https://hub.org/newsletter/unsubscribe/AbC_-123";

const post: MailPost = {
  title: "Plan your term",
  excerpt: "A week-by-week plan.",
  url: "/blog/plan-your-term",
  coverUrl: "/covers/cover-1-1200w.jpg",
  coverAlt: "A planner on a desk",
  coverWidth: 1200,
  coverHeight: 630,
  publishedAt: new Date("2026-11-23T06:00:00Z"),
  readTime: "6 min",
  category: "Academic",
};

const XSS_TITLE = `<script>alert(1)</script> "><img src=x onerror=alert(1)>`;

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const dom = (html: string) => parseDocument(html);
/** Event-handler attributes of any element ("onerror", "onclick"...). */
const handlers = (html: string) =>
  DomUtils.getElementsByTagName(() => true, dom(html).children, true).flatMap((element) =>
    Object.keys(element.attribs).filter((name) => /^on/i.test(name)),
  );
const elements = (html: string, name: string) =>
  DomUtils.getElementsByTagName(name, dom(html).children, true);

function digest(overrides: Partial<Parameters<typeof renderDigestIssue>[0]> = {}) {
  return renderDigestIssue({
    siteName,
    origin,
    footer,
    since: new Date("2026-11-17T06:00:00Z"),
    posts: [post, { ...post, title: "Second", url: "/blog/second", coverUrl: null }],
    resources: [
      {
        levelLabel: "Foundation",
        subjectName: "Mathematics I",
        subjectUrl: "/resources/foundation/mathematics-1",
        items: [
          {
            title: "Week 3 notes",
            kindLabel: "Notes",
            url: "/resources/foundation/mathematics-1/notes",
          },
          {
            title: "Quiz 1, 2025",
            kindLabel: "Previous paper",
            url: "/resources/foundation/mathematics-1/pyqs",
          },
        ],
      },
    ],
    ...overrides,
  });
}

describe("confirmation mail", () => {
  const mail = renderConfirmationMail({
    siteName,
    origin,
    footer,
    confirmUrl: "https://hub.org/newsletter/confirm/tok",
    unsubscribeUrl,
  });

  it("keeps the confirmation's sentences, with its links in both parts", () => {
    expect(mail.subject).toBe("Confirm your subscription to the BS Degree Hub newsletter");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(
        "Someone (hopefully you) asked to receive the BS Degree Hub newsletter at this address.",
      );
      expect(part).toContain("If this was not you, ignore this mail and nothing will be sent.");
      expect(part).not.toContain(UNSUBSCRIBE_URL_SLOT);
    }
    expect(mail.html).toContain('href="https://hub.org/newsletter/confirm/tok"');
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    // Links stay readable in the text part: "text [url]".
    expect(mail.text).toContain(
      "Confirm your subscription [https://hub.org/newsletter/confirm/tok]",
    );
    expect(mail.text).toContain(`Unsubscribe [${unsubscribeUrl}]`);
  });

  it("ends with the site's name and the operator's address", () => {
    expect(mail.text).toMatch(
      /BS Degree Hub \[https:\/\/hub\.org\]\nHub Trust, 12 Lake Road, Chennai 600036\nContact: team@hub\.org\n$/,
    );
    expect(mail.html).toContain("Hub Trust, 12 Lake Road, Chennai 600036");
  });

  it("without operator details, ends with just the site's name", () => {
    const bare = renderConfirmationMail({
      siteName,
      origin,
      footer: null,
      confirmUrl: "https://hub.org/newsletter/confirm/tok",
      unsubscribeUrl,
    });
    expect(bare.text).toMatch(/\n\nBS Degree Hub \[https:\/\/hub\.org\]\n$/);
    expect(bare.html).not.toContain("Contact:");
  });

  it("refuses a link that is not http(s)", () => {
    expect(() =>
      renderConfirmationMail({
        siteName,
        origin,
        footer,
        confirmUrl: "javascript:alert(1)",
        unsubscribeUrl,
      }),
    ).toThrow(/http\(s\)/);
  });
});

describe("post issue", () => {
  const mail = renderPostIssue({ siteName, origin, footer, post });

  it("is the post: title as subject and heading, excerpt, link, date, read time, category", () => {
    expect(mail.subject).toBe("Plan your term");
    const [h1] = elements(mail.html, "h1");
    expect(DomUtils.textContent(h1!)).toBe("Plan your term");
    expect(mail.html).toContain('href="https://hub.org/blog/plan-your-term"');
    expect(mail.text).toContain("Academic\u2002·\u2002" + "23 Nov 2026\u2002·\u20026 min read");
    expect(mail.text).toContain("Plan your term\n\nA week-by-week plan.");
    expect(mail.text).toContain("Read the article [https://hub.org/blog/plan-your-term]");
    // Headings are not shouted in the text part; the hidden preview line is not in it twice.
    expect(mail.text).not.toContain("PLAN YOUR TERM");
    expect(occurrences(mail.text, "A week-by-week plan.")).toBe(1);
  });

  it("has exactly one unsubscribe slot in each part, as the unsubscribe link", () => {
    expect(occurrences(mail.html, UNSUBSCRIBE_URL_SLOT)).toBe(1);
    expect(occurrences(mail.text, UNSUBSCRIBE_URL_SLOT)).toBe(1);
    const link = elements(mail.html, "a").find((a) => a.attribs.href === UNSUBSCRIBE_URL_SLOT);
    expect(DomUtils.textContent(link!)).toBe("Unsubscribe");
    expect(mail.text).toContain(`Unsubscribe [${UNSUBSCRIBE_URL_SLOT}]`);
  });

  it("shows the cover at an absolute address, with its size and alt text", () => {
    const imgs = elements(mail.html, "img");
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.attribs).toMatchObject({
      src: "https://hub.org/covers/cover-1-1200w.jpg",
      alt: "A planner on a desk",
      width: "552",
      height: "290",
    });
  });

  it("has no preload link that React 19 adds for images in a full document", () => {
    expect(mail.html).not.toMatch(/<link\b/);
    expect(mail.html).not.toContain("preload");
    expect(mail.html.startsWith("<!DOCTYPE html><html")).toBe(true);
  });

  it("without a cover (or with an SVG one) has no image at all", () => {
    for (const coverUrl of [null, undefined, "", "/blog/plan/cover.svg?v=3"]) {
      const bare = renderPostIssue({ siteName, origin, footer, post: { ...post, coverUrl } });
      expect(elements(bare.html, "img")).toHaveLength(0);
      expect(bare.html).not.toContain("<img");
    }
  });

  it("names a cover without alt text after the post, and leaves the height out when unknown", () => {
    const mail = renderPostIssue({
      siteName,
      origin,
      footer,
      post: { ...post, coverAlt: "  ", coverWidth: null, coverHeight: null },
    });
    const [img] = elements(mail.html, "img");
    expect(img!.attribs.alt).toBe("Plan your term");
    expect(img!.attribs.width).toBe("552");
    expect(img!.attribs.height).toBeUndefined();
  });

  it("leaves out what the post does not have", () => {
    const mail = renderPostIssue({
      siteName,
      origin,
      footer: null,
      post: { title: "T", excerpt: "E", url: "https://hub.org/blog/t", publishedAt: "2026-11-20" },
    });
    expect(mail.text).toContain("\n20 Nov 2026\n");
    expect(mail.text).not.toContain("read");
  });

  it("refuses a post address that is not http(s)", () => {
    expect(() =>
      renderPostIssue({ siteName, origin, footer, post: { ...post, url: "javascript:alert(1)" } }),
    ).toThrow(/post url/);
    expect(() => renderPostIssue({ siteName, origin: "ftp://hub.org", footer, post })).toThrow(
      /origin/,
    );
  });
});

describe("escaping", () => {
  const hostile: MailPost = {
    ...post,
    title: XSS_TITLE,
    excerpt: `"><script>alert(2)</script>`,
    category: "<b>x</b>",
    coverAlt: `" onerror="alert(3)`,
  };

  it("a post title with markup is inert in the HTML and readable in the text", () => {
    const mail = renderPostIssue({ siteName, origin, footer, post: hostile });
    expect(elements(mail.html, "script")).toHaveLength(0);
    expect(elements(mail.html, "b")).toHaveLength(0);
    // The cover is the only image; nothing carries an event handler.
    expect(elements(mail.html, "img")).toHaveLength(1);
    expect(handlers(mail.html)).toEqual([]);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const [img] = elements(mail.html, "img");
    expect(img!.attribs.alt).toBe(`" onerror="alert(3)`);
    const [h1] = elements(mail.html, "h1");
    expect(DomUtils.textContent(h1!)).toBe(XSS_TITLE);
    const [title] = elements(mail.html, "title");
    expect(DomUtils.textContent(title!)).toBe(XSS_TITLE);
    expect(mail.text).toContain(XSS_TITLE);
    expect(mail.subject).toBe(XSS_TITLE);
  });

  it("in a digest, titles, labels and operator details are inert too", () => {
    const mail = digest({
      footer: mailFooter({ name: "<i>Hub</i>", addressLines: [], email: null }),
      posts: [hostile],
      resources: [
        {
          levelLabel: "<u>L</u>",
          subjectName: "<script>s</script>",
          subjectUrl: "/s",
          items: [{ title: XSS_TITLE, kindLabel: "<em>k</em>", url: "/r" }],
        },
      ],
    });
    for (const tag of ["script", "i", "u", "em", "b"]) {
      expect(elements(mail.html, tag)).toHaveLength(0);
    }
    expect(elements(mail.html, "img")).toHaveLength(1);
    expect(handlers(mail.html)).toEqual([]);
    expect(mail.text).toContain(`<em>k</em>: ${XSS_TITLE} [https://hub.org/r]`);
    expect(mail.text).toContain("<i>Hub</i>");
  });

  it("a subject is one line", () => {
    const mail = renderPostIssue({
      siteName,
      origin,
      footer,
      post: { ...post, title: "Line\r\nBcc: x@y.z" },
    });
    expect(mail.subject).toBe("Line Bcc: x@y.z");
  });

  it("content that spells the slot does not become a second unsubscribe link", () => {
    const mail = renderPostIssue({
      siteName,
      origin,
      footer,
      post: { ...post, title: `Hi ${UNSUBSCRIBE_URL_SLOT}`, excerpt: UNSUBSCRIBE_URL_SLOT },
    });
    expect(occurrences(mail.html, UNSUBSCRIBE_URL_SLOT)).toBe(1);
    expect(occurrences(mail.text, UNSUBSCRIBE_URL_SLOT)).toBe(1);
    const mine = personalize(mail, unsubscribeUrl);
    expect(occurrences(mine.html, unsubscribeUrl)).toBe(1);
    expect(occurrences(mine.text, unsubscribeUrl)).toBe(1);
  });
});

describe("personalize", () => {
  const mail = renderPostIssue({ siteName, origin, footer, post });

  it("puts the recipient's unsubscribe address where the slot was, in both parts", () => {
    const mine = personalize(mail, unsubscribeUrl);
    expect(mine.subject).toBe(mail.subject);
    expect(occurrences(mine.html, UNSUBSCRIBE_URL_SLOT)).toBe(0);
    expect(occurrences(mine.text, UNSUBSCRIBE_URL_SLOT)).toBe(0);
    expect(occurrences(mine.html, `href="${unsubscribeUrl}"`)).toBe(1);
    expect(mine.text).toContain(`Unsubscribe [${unsubscribeUrl}]`);
    // The rendered issue is left as it was, for the next recipient.
    expect(occurrences(mail.html, UNSUBSCRIBE_URL_SLOT)).toBe(1);
  });

  it("takes replacement patterns in the address literally", () => {
    const url = "https://hub.org/u/$&$1$$$0";
    const mine = personalize(mail, url);
    expect(mine.text).toContain(`Unsubscribe [${url}]`);
    expect(mine.html).toContain('href="https://hub.org/u/$&amp;$1$$$0"');
  });

  it("escapes an ampersand in the HTML only", () => {
    const mine = personalize(mail, "https://hub.org/u?a=1&b=2");
    expect(mine.html).toContain('href="https://hub.org/u?a=1&amp;b=2"');
    expect(mine.text).toContain("[https://hub.org/u?a=1&b=2]");
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "/newsletter/unsubscribe/tok",
    "mailto:a@b.c",
    'https://hub.org/" onmouseover="alert(1)',
    "https://hub.org/<script>",
    "https://hub.org/a b",
    "https://hub.org/a\nb",
    "https://",
    "",
  ])("refuses %j", (url) => {
    expect(() => personalize(mail, url)).toThrow(/http\(s\)/);
  });

  it("refuses a mail without the slot", () => {
    expect(() => personalize({ html: "<p>x</p>", text: "x" }, unsubscribeUrl)).toThrow(/slot/);
    expect(() => personalize({ html: mail.html, text: "x" }, unsubscribeUrl)).toThrow(/slot/);
  });
});

describe("digest issue", () => {
  it("lists the posts and the resources by subject, with one unsubscribe slot per part", () => {
    const mail = digest();
    expect(mail.subject).toBe("New on BS Degree Hub: 2 articles and 2 resources");
    expect(occurrences(mail.html, UNSUBSCRIBE_URL_SLOT)).toBe(1);
    expect(occurrences(mail.text, UNSUBSCRIBE_URL_SLOT)).toBe(1);
    expect(mail.text).toContain("New since 17 Nov 2026");
    expect(mail.text).toContain("Plan your term [https://hub.org/blog/plan-your-term]");
    expect(mail.text).toContain("Second [https://hub.org/blog/second]");
    expect(mail.text).toContain(
      "Mathematics I (Foundation) [https://hub.org/resources/foundation/mathematics-1]",
    );
    expect(mail.text).toContain(
      "Notes: Week 3 notes [https://hub.org/resources/foundation/mathematics-1/notes]",
    );
    expect(elements(mail.html, "li")).toHaveLength(2);
    // Only the first article's cover.
    expect(elements(mail.html, "img")).toHaveLength(1);
  });

  it("counts in the singular, and leaves out an empty section", () => {
    const onlyPost = digest({ posts: [post], resources: [] });
    expect(onlyPost.subject).toBe("New on BS Degree Hub: 1 article");
    expect(onlyPost.text).not.toContain("Resource drops");
    const onlyResources = digest({
      posts: [],
      resources: [
        {
          levelLabel: "Diploma",
          subjectName: "DBMS",
          subjectUrl: "/d",
          items: [{ title: "x", kindLabel: "Notes", url: "/x" }],
        },
      ],
    });
    expect(onlyResources.subject).toBe("New on BS Degree Hub: 1 resource");
    expect(onlyResources.text).not.toContain("Articles");
    expect(elements(onlyResources.html, "img")).toHaveLength(0);
  });
});

describe("mail-client basics", () => {
  const mails = {
    confirmation: renderConfirmationMail({
      siteName,
      origin,
      footer,
      confirmUrl: "https://hub.org/c",
      unsubscribeUrl,
    }),
    post: renderPostIssue({ siteName, origin, footer, post }),
    digest: digest(),
  };

  it.each(Object.entries(mails))("%s: one column of at most 600 px, fluid on phones", (_, mail) => {
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    );
    expect(mail.html).toContain("max-width:600px");
    for (const table of elements(mail.html, "table")) {
      expect(table.attribs.role).toBe("presentation");
      const width = Number(table.attribs.width?.replace("%", "") ?? 0);
      if (!table.attribs.width?.endsWith("%") && width) expect(width).toBeLessThanOrEqual(600);
    }
  });

  it.each(Object.entries(mails))(
    "%s: the light palette is inline on every text, the dark one only an addition",
    (_, mail) => {
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      const [style] = elements(mail.html, "style");
      expect(DomUtils.textContent(style!)).toContain("@media (prefers-color-scheme: dark)");
      const [body] = elements(mail.html, "body");
      expect(body!.attribs.style).toContain("background-color:#f1f5f9");
      for (const tag of ["p", "h1", "h2", "h3", "a", "li"]) {
        // Every element with words in it (a linked cover has none).
        for (const element of elements(mail.html, tag).filter((e) => DomUtils.textContent(e))) {
          expect(element.attribs.style, `<${tag}> ${DomUtils.textContent(element)}`).toMatch(
            /(^|;)color:#[0-9a-f]{6}/,
          );
        }
      }
    },
  );

  it.each(Object.entries(mails))(
    "%s: reads with images off: no background images, every image has alt text",
    (_, mail) => {
      expect(mail.html).not.toMatch(/background(-image)?:[^;"]*url\(/i);
      expect(mail.html).not.toContain("background=");
      for (const img of elements(mail.html, "img")) {
        expect(img.attribs.alt).toBeTruthy();
        expect(img.attribs.src).toMatch(/^https:\/\//);
      }
    },
  );
});

describe("digest issue: practice papers", () => {
  const paper = {
    title: "Maths 1: practice mock 1",
    subjectName: "Mathematics for Data Science I",
    levelLabel: "Foundation level",
    detail: "Mock test · End Term · 12 questions · 30 minutes",
    url: "/resources/foundation/mathematics/mocks/practice-mock-1",
  };

  it("lists new papers with their links, and counts them in the subject", () => {
    const mail = digest({ papers: [paper] });
    expect(mail.subject).toBe("New on BS Degree Hub: 2 articles, 2 resources and 1 practice paper");
    expect(mail.text).toContain("Practice papers");
    expect(mail.text).toContain(
      "Maths 1: practice mock 1 [https://hub.org/resources/foundation/mathematics/mocks/practice-mock-1]",
    );
    expect(mail.text).toContain(
      "Mathematics for Data Science I (Foundation level) · Mock test · End Term · 12 questions · 30 minutes",
    );
    const onlyPapers = digest({ posts: [], resources: [], papers: [paper, paper] });
    expect(onlyPapers.subject).toBe("New on BS Degree Hub: 2 practice papers");
    expect(onlyPapers.text).not.toContain("Resource drops");
    expect(digest().text).not.toContain("Practice papers");
  });

  it("refuses a paper link that is not http(s)", () => {
    expect(() => digest({ papers: [{ ...paper, url: "javascript:alert(1)" }] })).toThrow(
      /paper url/,
    );
  });
});
