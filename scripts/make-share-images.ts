// Writes the site's default link-preview image (public/images/share-default.jpg, 1200 × 630) and
// the logo structured data names (public/images/logo-512.png), from the site's name and tagline.
// Run again after changing either: npx tsx scripts/make-share-images.ts
import path from "node:path";
import sharp from "sharp";
import { site } from "../app/content/site";
import { wrapTitle } from "../app/features/blog/generated-cover";

const out = path.resolve("public/images");
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const badge = (x: number, y: number, size: number) =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="#22d3ee"/>
<text x="${x + size / 2}" y="${y + size * 0.66}" text-anchor="middle" font-size="${size * 0.46}" font-weight="700" fill="#0b1120">BS</text>`;

const tagline = wrapTitle(site.tagline, 40, 2)
  .map((line, i) => `<tspan x="96" y="${452 + i * 52}">${escape(line)}</tspan>`)
  .join("");
const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="#0e4f5f"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<g fill="none" stroke="#22d3ee" stroke-opacity=".18" stroke-width="2">
<circle cx="1040" cy="120" r="90"/><circle cx="1040" cy="120" r="170"/><circle cx="1040" cy="120" r="250"/></g>
<g font-family="DejaVu Sans, sans-serif">${badge(96, 120, 120)}
<text x="96" y="360" font-size="88" font-weight="700" fill="#f8fafc">${escape(site.name)}</text>
<text font-size="40" fill="#cbd5e1">${tagline}</text>
<text x="96" y="590" font-size="24" letter-spacing="3" fill="#67e8f9">STUDENT-RUN · UNOFFICIAL</text></g></svg>`;
await sharp(Buffer.from(share))
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(path.join(out, "share-default.jpg"));

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
<g font-family="DejaVu Sans, sans-serif">${badge(0, 0, 512)}</g></svg>`;
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(path.join(out, "logo-512.png"));
console.log("wrote public/images/share-default.jpg and public/images/logo-512.png");
