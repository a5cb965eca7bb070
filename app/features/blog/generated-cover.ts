// A cover for a post without an uploaded one (ADR 023): an SVG drawn from the post's slug and
// category, the same for the same post every time, different from post to post, in the site's
// colours. It carries no text: the page prints the title and category right beside it (ADR 048).
// Browser-safe (the URL is built on the pages).

/** Change when the drawing changes, so cached covers are fetched again. */
const DESIGN_VERSION = 2;

export interface CoverSource {
  slug: string;
  /** Not drawn: a renamed post keeps its cover. */
  title: string;
  category: string;
}

/** FNV-1a, 32 bits: a small, stable hash of a string. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the drawing is made from, as a short hex string: the URL's `v`, the ETag. */
export function generatedCoverVersion(post: CoverSource): string {
  return hash32(`${DESIGN_VERSION}\n${post.slug}\n${post.category}`).toString(16).padStart(8, "0");
}

/** Where a post's generated cover is served (versioned, so it can be cached for good). */
export function generatedCoverUrl(post: CoverSource): string {
  return `/blog/${encodeURIComponent(post.slug)}/cover.svg?v=${generatedCoverVersion(post)}`;
}

/**
 * What a drawn cover shows, for a link preview's alt text. On the site's own pages the cover is
 * decorative (`alt=""`): the title and category are printed beside it.
 */
export function generatedCoverAlt(post: Pick<CoverSource, "category">): string {
  return `A pattern in the colours of the ${post.category.trim() || "blog"} category`;
}

// Backgrounds from the site's palette (the dark theme's navy, the accent cyans, indigo), a pair
// per category; other categories pick one by their name.
const PALETTES: Record<string, [string, string]> = {
  official: ["#0e7490", "#0b1120"],
  experience: ["#1e1b4b", "#0e7490"],
  academic: ["#155e75", "#1e1b4b"],
  career: ["#0b1120", "#115e59"],
  news: ["#1e293b", "#0e7490"],
  industry: ["#312e81", "#0b1120"],
};
const OTHER_PALETTES = Object.values(PALETTES);
const STROKES = ["#22d3ee", "#67e8f9", "#a5f3fc", "#818cf8"];

/**
 * The title in lines of at most `width` characters (a long word is cut), at most `max` lines.
 * (For the site's own share images, scripts/make-share-images.ts: covers carry no text.)
 */
export function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const raw of title.trim().split(/\s+/)) {
    const word = raw.length > width ? `${raw.slice(0, width - 1)}…` : raw;
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const last = kept[max - 1]!;
  kept[max - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

const W = 1200;
const H = 630;

/** Points scattered across the cover, joined left to right into a small network. */
function network(random: () => number, stroke: string): string {
  const points = Array.from({ length: 9 + Math.floor(random() * 6) }, () => [
    Math.round(40 + random() * (W - 80)),
    Math.round(60 + random() * (H - 120)),
  ]);
  // Joined left to right: a trace across the cover, not a tangle.
  points.sort((p, q) => p[0]! - q[0]!);
  const path = points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  const dots = points
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${(5 + random() * 8).toFixed(1)}"/>`)
    .join("");
  return `<g fill="none" stroke="${stroke}" stroke-opacity=".5" stroke-width="3"><path d="${path}"/>${dots}</g>`;
}

/** Rings around a point near one of the cover's edges. */
function rings(random: () => number, stroke: string): string {
  const cx = Math.round(random() < 0.5 ? 150 + random() * 250 : 800 + random() * 300);
  const cy = Math.round(-40 + random() * (H + 80));
  const gap = 32 + Math.round(random() * 28);
  const circles = Array.from(
    { length: 14 },
    (_, i) => `<circle cx="${cx}" cy="${cy}" r="${gap * (i + 1)}"/>`,
  ).join("");
  return `<g fill="none" stroke="${stroke}" stroke-opacity=".3" stroke-width="${(2 + random() * 2).toFixed(1)}">${circles}</g>`;
}

/** A field of dots over the whole cover, some of them lit. */
function dots(random: () => number, stroke: string): string {
  const step = 40 + Math.round(random() * 20);
  const out: string[] = [];
  for (let x = step / 2; x < W; x += step) {
    for (let y = step / 2; y < H; y += step) {
      const lit = random() < 0.14;
      out.push(
        `<circle cx="${x}" cy="${y}" r="${lit ? 7 : 3}" fill-opacity="${lit ? 0.75 : 0.3}"/>`,
      );
    }
  }
  return `<g fill="${stroke}">${out.join("")}</g>`;
}

/** Diagonal bands of different widths across the cover. */
function bands(random: () => number, stroke: string): string {
  const out: string[] = [];
  let x = random() * 80;
  while (x < W + 300) {
    const w = 14 + random() * 70;
    out.push(
      `<path d="M${x.toFixed(0)} 0 l${w.toFixed(0)} 0 l-300 ${H} l-${w.toFixed(0)} 0z" fill-opacity="${(0.06 + random() * 0.2).toFixed(2)}"/>`,
    );
    x += w + 24 + random() * 110;
  }
  return `<g fill="${stroke}">${out.join("")}</g>`;
}

const PATTERNS = [network, rings, dots, bands];

/**
 * The cover as an SVG document (1200 × 630, the size of a social preview): the category's colours
 * and a pattern, no text. Decorative wherever it is shown (`alt=""`): the title is beside it.
 */
export function generatedCoverSvg(post: CoverSource): string {
  const random = generator(hash32(post.slug));
  const category = post.category.trim().toLowerCase() || "blog";
  const [from, to] =
    PALETTES[category] ?? OTHER_PALETTES[hash32(category) % OTHER_PALETTES.length]!;
  const stroke = STROKES[Math.floor(random() * STROKES.length)]!;
  const pattern = PATTERNS[Math.floor(random() * PATTERNS.length)]!(random, stroke);
  const angle = Math.round(random() * 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${pattern}</svg>`;
}
