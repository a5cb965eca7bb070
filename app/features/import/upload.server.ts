// Reads the import form: its few fields and one text file, into memory, stopping at the size
// limit while the body streams (a larger file is refused before it is all read).
import busboy from "busboy";
import {
  bodyStream,
  checkDeclaredLength,
  checkField,
  isRefusal,
  readForm,
  refusal,
} from "~/lib/form-body.server";
import { clip, withoutNul } from "~/lib/form-text";
import { ADMIN_FORM, MESSAGES, mediaType } from "~/lib/request-bounds";
import { MAX_IMPORT_BYTES } from "./kinds";

export const IMPORT_TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files.`;
export const NOT_TEXT = "The file is not UTF-8 text: save it as CSV (UTF-8) or JSON.";

export interface ImportUpload {
  fields: Map<string, string>;
  file: { name: string; text: string } | null;
  /** Why the file was refused (too large, not text). */
  fileError: string | null;
}

export async function readImportUpload(request: Request): Promise<ImportUpload> {
  const fields = new Map<string, string>();
  if (mediaType(request.headers.get("Content-Type")) !== "multipart/form-data" || !request.body) {
    // A form without a file (Apply, or a post without multipart): plain fields.
    const form = await readForm(request, ADMIN_FORM);
    for (const [key, value] of form.entries())
      if (typeof value === "string" && !fields.has(key)) fields.set(key, value);
    return { fields, file: null, fileError: null };
  }
  checkDeclaredLength(request, MAX_IMPORT_BYTES + 64 * 1024);
  let file: ImportUpload["file"] = null;
  let fileError: string | null = null;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(request.headers),
      limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 20, fieldSize: 4096, parts: 30 },
    });
  } catch {
    throw refusal(400, MESSAGES.malformed); // no boundary
  }
  const reading: Promise<void>[] = [];
  let refused: Response | null = null;
  parser.on("field", (name, value) => {
    if (refused) return;
    try {
      checkField(name, value, ADMIN_FORM);
    } catch (error) {
      refused = isRefusal(error) ? error : refusal(400, MESSAGES.malformed);
      return;
    }
    if (!fields.has(name)) fields.set(name, value);
  });
  parser.on("file", (name, stream, info) => {
    const filename = info.filename;
    if (name !== "file" || !filename) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => {
      tooLarge = true;
      chunks.length = 0;
      stream.resume();
    });
    reading.push(
      new Promise<void>((resolve, reject) => {
        stream.on("error", reject);
        stream.on("close", () => {
          if (tooLarge) {
            fileError = IMPORT_TOO_LARGE;
            return resolve();
          }
          try {
            const text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
            // NUL is no character of a text file (UTF-16 files are full of them), nor storable.
            if (text.includes("\0")) throw new Error("NUL in text");
            file = { name: clip(withoutNul(filename), 200) || "import", text };
          } catch {
            fileError = NOT_TEXT;
          }
          resolve();
        });
      }),
    );
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  bodyStream(request).pipe(parser);
  try {
    await finished;
    await Promise.all(reading);
  } catch {
    throw refusal(400, MESSAGES.malformed); // cut off, or not well-formed
  }
  if (refused) throw refused;
  return { fields, file, fileError };
}
