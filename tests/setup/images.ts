// Small real images for tests of uploads (made with sharp, so they decode like a photo would).
import sharp from "sharp";

/** A block of colour with a circle on it, in the given format. */
export function testImage(width: number, height: number, format: "jpeg" | "png" | "webp") {
  const svg = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fc0"/></svg>`;
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  }).composite([{ input: Buffer.from(svg) }]);
  return image.toFormat(format).toBuffer();
}
