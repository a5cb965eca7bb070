// After `react-router build`: brotli (quality 11) and gzip (level 9) copies of every compressible
// client asset, so the server sends them without compressing on each request (server/app.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve("build/client");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
