// Renders the newsletter's mails: HTML with React's own server renderer, the text part from that
// HTML with html-to-text (ADR 029). An issue is rendered once, with UNSUBSCRIBE_URL_SLOT where
// each recipient's unsubscribe address goes; `personalize` (the mail queue's personalize.ts) puts
// one recipient's address in.
import { convert, type HtmlToTextOptions } from "html-to-text";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { UNSUBSCRIBE_URL_SLOT } from "~/features/mail-queue/personalize";
import type { MailFooter } from "~/features/settings/public";
import { formatDate } from "~/lib/format-date";
import { CONTENT_WIDTH } from "./parts";
import {
  ConfirmationMail,
  DigestIssueMail,
  type PaperView,
  type PostView,
  PostIssueMail,
  type ResourceGroupView,
} from "./templates";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A post as an issue shows it. Addresses may be relative to `origin`. */
export interface MailPost {
  title: string;
  excerpt: string;
  url: string;
  /** An image mail clients can show (JPEG, PNG, GIF): an SVG is left out, as no cover. */
  coverUrl?: string | null;
  coverAlt?: string | null;
  /** The size of the image at `coverUrl`, for its width and height attributes. */
  coverWidth?: number | null;
  coverHeight?: number | null;
  publishedAt: Date | string;
  /** As stored: "6 min". */
  readTime?: string | null;
  category?: string | null;
}

export interface MailResourceGroup {
  levelLabel: string;
  subjectName: string;
  subjectUrl: string;
  items: { title: string; kindLabel: string; url: string }[];
}

/** A practice paper (a timed mock) as the digest lists it. */
export interface MailPaper {
  title: string;
  subjectName: string;
  levelLabel: string;
  /** "Mock test · End Term · 12 questions · 30 minutes". */
  detail: string;
  url: string;
}

interface Site {
  siteName: string;
  origin: string;
  footer: MailFooter | null;
}

export function renderConfirmationMail({
  confirmUrl,
  unsubscribeUrl,
  ...site
}: Site & { confirmUrl: string; unsubscribeUrl: string }): RenderedMail {
  const origin = checkOrigin(site.origin);
  const subject = oneLine(`Confirm your subscription to the ${site.siteName} newsletter`);
  return render(
    subject,
    createElement(ConfirmationMail, {
      subject,
      siteName: inert(site.siteName),
      origin,
      footer: inertFooter(site.footer),
      confirmUrl: absolute(confirmUrl, origin, "confirmUrl"),
      unsubscribeUrl: absolute(unsubscribeUrl, origin, "unsubscribeUrl"),
    }),
  );
}

export function renderPostIssue({ post, ...site }: Site & { post: MailPost }): RenderedMail {
  const origin = checkOrigin(site.origin);
  const subject = oneLine(post.title);
  const mail = render(
    subject,
    createElement(PostIssueMail, {
      subject,
      siteName: inert(site.siteName),
      origin,
      footer: inertFooter(site.footer),
      unsubscribeUrl: UNSUBSCRIBE_URL_SLOT,
      post: postView(post, origin),
    }),
  );
  return checkSlots(mail);
}

export function renderDigestIssue({
  since,
  posts,
  resources,
  papers = [],
  ...site
}: Site & {
  since: Date | string;
  posts: MailPost[];
  resources: MailResourceGroup[];
  papers?: MailPaper[];
}): RenderedMail {
  const origin = checkOrigin(site.origin);
  const resourceCount = resources.reduce((sum, group) => sum + group.items.length, 0);
  const counts = [
    count(posts.length, "article", "articles"),
    count(resourceCount, "resource", "resources"),
    count(papers.length, "practice paper", "practice papers"),
  ].filter(Boolean);
  const summary =
    counts.length > 1
      ? `${counts.slice(0, -1).join(", ")} and ${counts.at(-1)}`
      : (counts[0] ?? "");
  const subject = oneLine(
    summary ? `New on ${site.siteName}: ${summary}` : `New on ${site.siteName}`,
  );
  const mail = render(
    subject,
    createElement(DigestIssueMail, {
      subject,
      siteName: inert(site.siteName),
      origin,
      footer: inertFooter(site.footer),
      unsubscribeUrl: UNSUBSCRIBE_URL_SLOT,
      sinceLabel: formatDate(since),
      preheader: summary
        ? `${summary[0]!.toUpperCase()}${summary.slice(1)}, fresh from the network.`
        : subject,
      posts: posts.map((post) => postView(post, origin)),
      resources: resources.map((group): ResourceGroupView => ({
        levelLabel: inert(group.levelLabel),
        subjectName: inert(group.subjectName),
        subjectUrl: absolute(group.subjectUrl, origin, "subjectUrl"),
        items: group.items.map((item) => ({
          title: inert(item.title),
          kindLabel: inert(item.kindLabel),
          url: absolute(item.url, origin, "resource url"),
        })),
      })),
      papers: papers.map((paper): PaperView => ({
        title: inert(paper.title),
        subjectName: inert(paper.subjectName),
        levelLabel: inert(paper.levelLabel),
        detail: inert(paper.detail),
        url: absolute(paper.url, origin, "paper url"),
      })),
    }),
  );
  return checkSlots(mail);
}

// --- rendering --------------------------------------------------------------------------------

const TEXT_OPTIONS: HtmlToTextOptions = {
  // Lines are left whole: mail clients wrap plain text themselves, and a wrapped line would tear
  // a link from its text.
  wordwrap: false,
  selectors: [
    { selector: "[data-skip-in-text]", format: "skip" },
    // Images carry no words (none of ours has text in it); the link around a cover has the
    // article's address already shown next to its title.
    { selector: "img", format: "skip" },
    { selector: "a.nl-image", format: "skip" },
    { selector: "a", options: { linkBrackets: ["[", "]"], hideLinkHrefIfSameAsText: true } },
    { selector: "h1", options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: "h2", options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: "h3", options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: "hr", options: { length: 40 } },
  ],
};

function render(subject: string, element: ReactElement): RenderedMail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`
    // React 19 adds <link rel="preload" as="image"> for each <img> of a full document: a mail
    // has nothing to preload, and some clients would show or fetch it.
    .replace(/<link\b[^>]*\brel="preload"[^>]*>/g, "");
  return { subject, html, text: convert(html, TEXT_OPTIONS).trim() + "\n" };
}

function checkSlots(mail: RenderedMail): RenderedMail {
  for (const part of ["html", "text"] as const) {
    const found = mail[part].split(UNSUBSCRIBE_URL_SLOT).length - 1;
    if (found !== 1) throw new Error(`newsletter mail: ${found} unsubscribe slots in ${part}`);
  }
  return mail;
}

// --- checking what goes in --------------------------------------------------------------------

/** Content never carries the slot: a zero-width space breaks it where it would appear. */
const inert = (value: string) =>
  value.split(UNSUBSCRIBE_URL_SLOT).join(`%%UNSUBSCRIBE_URL%\u200b%`);

const inertFooter = (footer: MailFooter | null): MailFooter | null =>
  footer ? { text: inert(footer.text), html: inert(footer.html) } : null;

/** Header-safe: a subject is one line. */
const oneLine = (value: string) => inert(value).replace(/\s+/g, " ").trim();

const count = (n: number, one: string, many: string) =>
  n === 0 ? "" : `${n} ${n === 1 ? one : many}`;

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function checkOrigin(origin: string): string {
  const url = parseUrl(origin);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error("newsletter mail: origin must be an http(s) URL");
  }
  return url.origin;
}

/** An address as a mail needs it: absolute (resolved against the site), http(s) only. */
function absolute(value: string, origin: string, what: string): string {
  const url = parseUrl(value, origin);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`newsletter mail: ${what} must be an http(s) address`);
  }
  return url.href;
}

function postView(post: MailPost, origin: string): PostView {
  const url = absolute(post.url, origin, "post url");
  return {
    title: inert(post.title),
    excerpt: inert(post.excerpt),
    url,
    date: formatDate(post.publishedAt),
    readTime: post.readTime ? inert(post.readTime) : null,
    category: post.category ? inert(post.category) : null,
    cover: coverView(post, origin),
  };
}

function coverView(post: MailPost, origin: string): PostView["cover"] {
  if (!post.coverUrl) return null;
  const src = parseUrl(post.coverUrl, origin);
  if (!src || (src.protocol !== "https:" && src.protocol !== "http:")) return null;
  // Gmail and Outlook show no SVG: a mail without the picture reads better than a broken one.
  if (src.pathname.toLowerCase().endsWith(".svg")) return null;
  const known = post.coverWidth && post.coverHeight ? post.coverWidth : null;
  const width = Math.min(known ?? CONTENT_WIDTH, CONTENT_WIDTH);
  return {
    src: src.href,
    // The cover links to the article: without alt text, its title names the link.
    alt: inert(post.coverAlt?.trim() || post.title),
    width,
    height: known ? Math.round((width * post.coverHeight!) / known) : null,
  };
}
