// A stored file as an HTTP response: its type, a safe Content-Disposition, validators for caches
// (ETag, Last-Modified, 304) and byte ranges (206, 416), so a large PDF resumes on a phone. The
// body streams from storage, never through memory. See docs/decisions/014-resource-files.md.
import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import fresh from "fresh";
import parseRange from "range-parser";
import { ALLOWED_TYPES, extensionOf, opensInBrowser } from "./file-type";
import { notFoundText } from "./not-found";
import type { ByteRange, FileStorage, StoredFileInfo } from "./storage.server";

export interface ServedFile {
  fileKey: string | null;
  fileName: string | null;
  fileType: string | null;
}

export interface FileResponseOptions {
  /**
   * `public`: the same bytes for everyone under a random key that never changes, so browsers and
   * shared caches may keep it. `private`: an admin's download, never kept.
   */
  audience: "public" | "private";
  /** `auto`: inline for what browsers show safely themselves (PDF, JPG, PNG), else attachment. */
  disposition: "auto" | "attachment";
}

// A key's bytes never change (a replaced file gets a new key), but a file can be withdrawn:
// browsers keep it for a week, shared caches re-check within an hour. `no-transform` keeps
// compression (ours and any proxy's) away from the bytes, so ranges stay true.
const PUBLIC_CACHE = "public, max-age=604800, s-maxage=3600, immutable, no-transform";
const PRIVATE_CACHE = "private, no-store, no-transform";

/**
 * The name a download is saved under: the uploaded name without control characters, its
 * extension made to match the checked type (a PDF named `page.html` is saved as
 * `page.html.pdf`, so it is never opened as something else).
 */
export function downloadName(file: ServedFile): string {
  let name = (file.fileName ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "") // control and invisible formatting characters
    .replace(/[/\\]/g, "_")
    .trim()
    .slice(0, 200);
  if (!name) name = file.fileKey ?? "file";
  const type = ALLOWED_TYPES.find((t) => t.mime === file.fileType);
  if (type && !type.extensions.includes(extensionOf(name))) name = `${name}.${type.extensions[0]}`;
  return name;
}

function dispositionOf(file: ServedFile, options: FileResponseOptions) {
  const inline = options.disposition === "auto" && opensInBrowser(file.fileType);
  const name = downloadName(file);
  return contentDisposition(name, {
    type: inline ? "inline" : "attachment",
    // For clients without RFC 5987 `filename*`: the name with every non-ASCII character as `_`.
    fallback: name.replace(/[^\x20-\x7e]/g, "_"),
  });
}

/** A strong validator: a key's bytes never change, so the key and size identify them. */
const entityTag = (key: string, info: StoredFileInfo) => `"${key}-${info.size.toString(36)}"`;

/**
 * Whether a Range may be honoured under If-Range (RFC 9110 §13.1.5): no If-Range, or one that
 * names the current entity tag exactly (strong comparison) or its Last-Modified date.
 */
function ifRangeHolds(ifRange: string | null, etag: string, lastModified: string): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag;
  return value === lastModified;
}

/** The single range asked for; undefined to send the whole file; "unsatisfiable" for a 416. */
function requestedRange(
  request: Request,
  size: number,
  etag: string,
  lastModified: string,
): ByteRange | "unsatisfiable" | undefined {
  const header = request.headers.get("range");
  if (!header || !ifRangeHolds(request.headers.get("if-range"), etag, lastModified)) return;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  // Malformed, another unit, or several ranges: the whole file, which RFC 9110 allows.
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return;
  return ranges[0];
}

export async function fileResponse(
  request: Request,
  storage: FileStorage,
  file: ServedFile,
  options: FileResponseOptions,
): Promise<Response> {
  if (!file.fileKey) return notFoundText();
  const info = await storage.stat(file.fileKey);
  if (!info) return notFoundText();

  const etag = entityTag(file.fileKey, info);
  const lastModified = info.lastModified.toUTCString();
  const validators = {
    ETag: etag,
    "Last-Modified": lastModified,
    "Cache-Control": options.audience === "public" ? PUBLIC_CACHE : PRIVATE_CACHE,
    "Accept-Ranges": "bytes",
    // X-Content-Type-Options: nosniff comes from helmet (server/app.ts) on every response; set
    // here too, it would be sent twice.
  };
  const conditional = {
    "if-none-match": request.headers.get("if-none-match") ?? undefined,
    "if-modified-since": request.headers.get("if-modified-since") ?? undefined,
    "cache-control": request.headers.get("cache-control") ?? undefined,
  };
  if (fresh(conditional, { etag, "last-modified": lastModified })) {
    return new Response(null, { status: 304, headers: validators });
  }

  const headers: Record<string, string> = {
    ...validators,
    "Content-Type": file.fileType ?? "application/octet-stream",
    "Content-Disposition": dispositionOf(file, options),
  };
  const range = requestedRange(request, info.size, etag, lastModified);
  if (range === "unsatisfiable") {
    return new Response("Range Not Satisfiable\n", {
      status: 416,
      headers: {
        ...validators,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Range": `bytes */${info.size}`,
      },
    });
  }
  const status = range ? 206 : 200;
  headers["Content-Length"] = String(range ? range.end - range.start + 1 : info.size);
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${info.size}`;
  // React Router drops a HEAD answer's body without reading or closing it: open nothing.
  if (request.method === "HEAD" || info.size === 0) {
    return new Response(null, { status, headers });
  }
  let stream: Readable;
  try {
    stream = await storage.get(file.fileKey, range);
  } catch {
    // Deleted between the two calls.
    if (!(await storage.stat(file.fileKey))) return notFoundText();
    throw new Error(`could not read stored file ${file.fileKey}`);
  }
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
}

/**
 * An image drawn from content whose version is known (a post's generated cover or link preview).
 * Pages link it with `?v=<version>`: that URL never changes content, so it is cached for a year;
 * any other `v` (an old page after an edit) gets the current image, cached briefly. The version is
 * the ETag, so a revalidation that still matches answers 304 without drawing.
 */
export async function versionedImageResponse(
  request: Request,
  image: {
    version: string;
    contentType: string;
    headers?: Record<string, string>;
    draw: () => BodyInit | Promise<BodyInit>;
  },
): Promise<Response> {
  const etag = `"${image.version}"`;
  const current = new URL(request.url).searchParams.get("v") === image.version;
  const headers = {
    "Content-Type": image.contentType,
    "Cache-Control": current
      ? "public, max-age=31536000, immutable"
      : "public, max-age=300, stale-while-revalidate=3600",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    ...image.headers,
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(await image.draw(), { headers });
}

/** The 404 of an image route whose post is missing or not public. */
export function imageNotFound(): Response {
  return notFoundText("Image not found");
}
