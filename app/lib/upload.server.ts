// Streams a multipart form: fields into memory (small, bounded), the one file straight to
// storage. The file's type is checked on its first bytes and its size while it streams, so a
// refused or interrupted upload stops early and leaves nothing behind.
import crypto from "node:crypto";
import { type Readable, Transform, type TransformCallback } from "node:stream";
import busboy from "busboy";
import {
  bodyStream,
  checkDeclaredLength,
  checkField,
  isRefusal,
  refusal,
} from "~/lib/form-body.server";
import {
  type FormBounds,
  isFormType,
  MAX_BODY_BYTES,
  MESSAGES,
  PUBLIC_FORM,
} from "~/lib/request-bounds";
import type { FileStorage } from "~/lib/storage.server";
import {
  type AllowedType,
  detectAllowedType,
  extensionOf,
  SNIFF_BYTES,
  TOO_LARGE,
  WRONG_TYPE,
} from "./file-type";

export class UploadRefused extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface StoredUpload {
  key: string;
  name: string;
  type: AllowedType;
  size: number;
}

export interface ParsedMultipart {
  fields: Map<string, string>;
  /** Fields longer than `maxFieldBytes`, cut short by the parser: refuse rather than lose text. */
  truncated: string[];
  file: StoredUpload | null;
  fileError: UploadRefused | null;
}

/** Holds back the first bytes until the type is known; refuses a type not on the list. */
class TypeSniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  type: AllowedType | null = null;
  size = 0;

  constructor(
    private readonly filename: string,
    private readonly detect: TypeDetector,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.decided) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= SNIFF_BYTES) return this.decide(done);
    done();
  }

  override _flush(done: TransformCallback) {
    if (!this.decided) return this.decide(done);
    done();
  }

  private decide(done: TransformCallback) {
    this.decided = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = this.detect(head, this.filename);
    if (!this.type) return done(new UploadRefused(415, WRONG_TYPE));
    done(null, head);
  }
}

export type TypeDetector = (head: Uint8Array, filename: string) => AllowedType | null;

export async function parseMultipart(
  request: Request,
  storage: FileStorage,
  {
    maxFileBytes,
    fileField = "file",
    detect = detectAllowedType,
    maxFieldBytes = 64 * 1024,
    bounds = PUBLIC_FORM,
  }: {
    maxFileBytes: number;
    fileField?: string;
    /** Which types the file may be (by its first bytes); the submission list by default. */
    detect?: TypeDetector;
    maxFieldBytes?: number;
    /** Which field names the form may carry (file bytes aside, `maxBytes` is not used here). */
    bounds?: FormBounds;
  },
): Promise<ParsedMultipart> {
  const fields = new Map<string, string>();
  const truncated: string[] = [];
  let file: StoredUpload | null = null;
  let fileError: UploadRefused | null = null;
  let storing: Promise<void> | null = null;
  let fileStream: Readable | null = null;

  if (!isFormType(request.headers.get("Content-Type"))) throw refusal(415, MESSAGES.wrongType);
  checkDeclaredLength(request, MAX_BODY_BYTES);
  if (!request.body) return { fields, truncated, file, fileError };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(request.headers),
      // Browsers send a file's name as raw UTF-8 ("Week 2 – notes.pdf"); busboy's default reads
      // it as Latin-1.
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: maxFileBytes, fields: 40, fieldSize: maxFieldBytes, parts: 50 },
    });
  } catch {
    throw refusal(400, MESSAGES.malformed); // not multipart, or no boundary
  }
  // A field outside the form's bounds: the rest is read (and dropped), then the form refused.
  let refused: Response | null = null;

  parser.on("field", (name, value, info) => {
    if (refused) return;
    try {
      checkField(name, value, bounds);
    } catch (error) {
      refused = isRefusal(error) ? error : refusal(400, MESSAGES.malformed);
      return;
    }
    if (info.valueTruncated) truncated.push(name);
    if (!fields.has(name)) fields.set(name, value);
  });

  parser.on("file", (name, stream, info) => {
    const filename = info.filename;
    if (name !== fileField || !filename || storing) {
      stream.resume();
      return;
    }
    fileStream = stream;
    const sniffer = new TypeSniffer(filename, detect);
    const ext = extensionOf(filename);
    const key = `${crypto.randomUUID()}${ext ? `.${ext}` : ""}`;
    stream.on("limit", () => sniffer.destroy(new UploadRefused(413, TOO_LARGE)));
    stream.on("error", (error) => sniffer.destroy(error));
    sniffer.on("error", () => stream.resume()); // keep reading the request to its end
    storing = storage.put(key, stream.pipe(sniffer)).then(
      () => {
        file = { key, name: filename.slice(0, 255), type: sniffer.type!, size: sniffer.size };
      },
      async (error: unknown) => {
        await storage.delete(key);
        if (error instanceof UploadRefused) fileError = error;
        else throw error;
      },
    );
  });

  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  const body = bodyStream(request);
  body.on("error", (error) => {
    // The client went away mid-upload: stop the file too, so its partial copy is removed.
    (fileStream as Readable | null)?.destroy(error);
    parser.destroy(error);
  });
  body.pipe(parser);

  try {
    await finished;
  } catch {
    // An interrupted or malformed body: wait for the file to settle, then leave nothing behind.
    await (storing as Promise<void> | null)?.catch(() => {});
    if (file) await storage.delete((file as StoredUpload).key);
    throw refusal(400, MESSAGES.malformed);
  }
  if (storing) await storing; // rethrows a storage failure that was not a refusal
  if (refused) {
    if (file) await storage.delete((file as StoredUpload).key);
    throw refused;
  }
  return { fields, truncated, file, fileError };
}
