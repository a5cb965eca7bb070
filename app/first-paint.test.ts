// What app/app.css does for the first paint (ADR 027): the text font is drawn once, never swapped
// in later (a swap moved the home page's text on a slow link), in the subsets the site needs, with
// the preloaded file among them; an image in a post without dimensions still has a box.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const css = fs.readFileSync(path.join(root, "app/app.css"), "utf8");
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!);

describe("the text font", () => {
  it("is declared here, not through Fontsource's CSS (which swaps)", () => {
    expect(css).not.toMatch(/@import\s+"@fontsource/);
    expect(faces).toHaveLength(3);
  });

  it("never swaps in after the text is drawn", () => {
    for (const face of faces) expect(face).toMatch(/font-display:\s*optional;/);
  });

  it("points at files that exist, the preloaded Latin file among them", () => {
    const files = faces.map((face) => face.match(/url\("([^"]+)"\)/)![1]!);
    for (const file of files) expect(fs.existsSync(path.resolve(root, "app", file))).toBe(true);
    const rootRoute = fs.readFileSync(path.join(root, "app/root.tsx"), "utf8");
    const preloaded = rootRoute.match(/files\/(inter-[a-z-]+\.woff2)\?url/)![1]!;
    expect(files.map((file) => path.basename(file))).toContain(preloaded);
  });

  it("leaves the rupee sign to the system font (one sign is not worth 85 KB)", () => {
    const latinExt = faces.find((face) => face.includes("latin-ext"))!;
    const ranges = latinExt.match(/unicode-range:([^;]*);/)![1]!.split(",");
    const covers = (code: number) =>
      ranges.some((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/, "").split("-");
        return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
      });
    expect(covers(0x20b9)).toBe(false);
    expect(covers(0x20ac - 1)).toBe(true); // the other currency signs stay
  });
});

describe("images in a post", () => {
  it("get a box before they load when the Markdown gave them no width and height", () => {
    const rule = css.match(/& img:not\(\[width\]\[height\]\)\s*\{([^}]*)\}/)?.[1] ?? "";
    expect(rule).toMatch(/aspect-ratio:\s*16 \/ 9;/);
    expect(rule).toMatch(/width:\s*100%;/);
  });
});
