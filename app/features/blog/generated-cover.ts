// A cover for a post without an uploaded one (ADR 023): an SVG drawn from the post's slug, title
// and category, the same for the same post every time, different from post to post, in the
// site's colours and carrying the title. Browser-safe (the URL is built on the pages).

/** Change when the drawing changes, so cached covers are fetched again. */
const DESIGN_VERSION = 1;

export interface CoverSource {
  slug: string;
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
  return hash32(`${DESIGN_VERSION}\n${post.slug}\n${post.title}\n${post.category}`)
    .toString(16)
    .padStart(8, "0");
}

/** Where a post's generated cover is served (versioned, so it can be cached for good). */
export function generatedCoverUrl(post: CoverSource): string {
  return `/blog/${encodeURIComponent(post.slug)}/cover.svg?v=${generatedCoverVersion(post)}`;
}

/** The alt text of a generated cover: it shows the category and the title. */
export function generatedCoverAlt(post: Pick<CoverSource, "title" | "category">): string {
  return `Cover: ${post.category}: ${post.title}`;
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

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** The title in lines of at most `width` characters (a long word is cut), at most `max` lines. */
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

/** Lines between points scattered over the right of the cover, joined into a small network. */
function network(random: () => number, stroke: string): string {
  const points = Array.from({ length: 7 + Math.floor(random() * 5) }, () => [
    Math.round(480 + random() * 680),
    Math.round(40 + random() * 360),
  ]);
  // Joined left to right: a trace across the cover, not a tangle.
  points.sort((p, q) => p[0]! - q[0]!);
  const path = points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  const dots = points
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${(4 + random() * 6).toFixed(1)}"/>`)
    .join("");
  return `<g fill="none" stroke="${stroke}" stroke-opacity=".45" stroke-width="2"><path d="${path}"/>${dots}</g>`;
}

/** Rings around a point off the top right. */
function rings(random: () => number, stroke: string): string {
  const cx = Math.round(850 + random() * 300);
  const cy = Math.round(-40 + random() * 200);
  const gap = 28 + Math.round(random() * 24);
  const circles = Array.from(
    { length: 9 },
    (_, i) => `<circle cx="${cx}" cy="${cy}" r="${gap * (i + 1)}"/>`,
  ).join("");
  return `<g fill="none" stroke="${stroke}" stroke-opacity=".3" stroke-width="${(1.5 + random() * 2).toFixed(1)}">${circles}</g>`;
}

/** A field of dots, some of them lit. */
function dots(random: () => number, stroke: string): string {
  const step = 36 + Math.round(random() * 16);
  const out: string[] = [];
  for (let x = 520; x < W; x += step) {
    for (let y = 30; y < 420; y += step) {
      const lit = random() < 0.18;
      out.push(
        `<circle cx="${x}" cy="${y}" r="${lit ? 6 : 2.5}" fill-opacity="${lit ? 0.75 : 0.3}"/>`,
      );
    }
  }
  return `<g fill="${stroke}">${out.join("")}</g>`;
}

/** Diagonal bands of different widths. */
function bands(random: () => number, stroke: string): string {
  const out: string[] = [];
  let x = 420 + random() * 80;
  while (x < W + 300) {
    const w = 12 + random() * 60;
    out.push(
      `<path d="M${x.toFixed(0)} 0 l${w.toFixed(0)} 0 l-300 ${H} l-${w.toFixed(0)} 0z" fill-opacity="${(0.08 + random() * 0.18).toFixed(2)}"/>`,
    );
    x += w + 20 + random() * 90;
  }
  return `<g fill="${stroke}">${out.join("")}</g>`;
}

const PATTERNS = [network, rings, dots, bands];

/** The cover as an SVG document (1200 × 630, the size of a social preview). */
export function generatedCoverSvg(post: CoverSource): string {
  const random = generator(hash32(`${post.slug}\n${post.title}`));
  const category = post.category.trim() || "Blog";
  const [from, to] =
    PALETTES[category.toLowerCase()] ?? OTHER_PALETTES[hash32(category) % OTHER_PALETTES.length]!;
  const stroke = STROKES[Math.floor(random() * STROKES.length)]!;
  const pattern = PATTERNS[Math.floor(random() * PATTERNS.length)]!(random, stroke);
  const angle = Math.round(random() * 90);

  const long = post.title.length > 60;
  const size = long ? 52 : 64;
  const lines = wrapTitle(post.title, long ? 34 : 28, 4);
  const lineHeight = Math.round(size * 1.18);
  const firstBaseline = H - 64 - lineHeight * (lines.length - 1);
  const text = lines
    .map(
      (line, i) => `<tspan x="72" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(generatedCoverAlt({ title: post.title, category }))}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".35" stop-color="#0b1120" stop-opacity="0"/><stop offset="1" stop-color="#0b1120" stop-opacity=".85"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${pattern}<rect width="${W}" height="${H}" fill="url(#shade)"/>
<g font-family="Inter, ui-sans-serif, system-ui, sans-serif">
<text x="72" y="${firstBaseline - size - 16}" fill="#67e8f9" font-size="24" font-weight="700" letter-spacing="4">${escapeXml(category.toUpperCase())}</text>
<text fill="#f8fafc" font-size="${size}" font-weight="700">${text}</text>
</g></svg>`;
}
