// The one way an action reads a form (DESIGN.md D12, ADR 042): the body type is one a form can
// be, its size is counted while it streams and refused past the form's bounds, and every field
// name is checked before anything turns names into objects. Whatever falls outside is thrown as
// a 4xx answer with one sentence; nothing here can become a 500.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import {
  FORM_BYTES_IN_FLIGHT,
  type FormBounds,
  isAcceptableFieldName,
  isAcceptableIntent,
  isFormType,
  MESSAGES,
  mediaType,
  PUBLIC_FORM,
} from "./request-bounds";

/** A 4xx (or 503) answer with one sentence, thrown from where a request is read. */
export function refusal(status: number, message: string, headers: HeadersInit = {}): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

/** Whether `error` is an answer thrown by a form reader (rethrow it; do not log it as a failure). */
export function isRefusal(error: unknown): error is Response {
  return error instanceof Response && error.status >= 400 && error.status < 600;
}

let bytesInFlight = 0;

/**
 * Holds `bytes` of this process's budget for form bodies while one is read; refuses when the
 * budget is spent, so many large forms at once cannot exhaust the heap.
 */
function reserve(bytes: number): () => void {
  if (bytesInFlight + bytes > FORM_BYTES_IN_FLIGHT) {
    throw refusal(503, MESSAGES.busy, { "Retry-After": "30" });
  }
  bytesInFlight += bytes;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    bytesInFlight -= bytes;
  };
}

/** Form bytes being read now, for tests. */
export function formBytesInFlight(): number {
  return bytesInFlight;
}

/** Checks one field: its name (and a list button's intent) against the bounds. */
export function checkField(name: unknown, value: unknown, bounds: FormBounds): void {
  // busboy reports a part without a name (`name=""`) as undefined.
  if (!isAcceptableFieldName(name, bounds)) {
    throw refusal(400, MESSAGES.badFieldName(typeof name === "string" ? name : ""));
  }
  if (name === "__intent__" && typeof value === "string" && !isAcceptableIntent(value, bounds)) {
    throw refusal(400, MESSAGES.badFieldName(name));
  }
}

/** Refuses a body whose declared length is over `maxBytes` before any of it is read. */
export function checkDeclaredLength(request: Request, maxBytes: number): number | null {
  const header = request.headers.get("Content-Length");
  if (header === null) return null;
  const declared = Number(header);
  if (!Number.isSafeInteger(declared) || declared < 0) throw refusal(400, MESSAGES.malformed);
  if (declared > maxBytes) throw refusal(413, MESSAGES.tooLarge(maxBytes));
  return declared;
}

/** Reads the body as bytes, at most `maxBytes`, counting against the process's budget. */
async function readBounded(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = checkDeclaredLength(request, maxBytes);
  if (!request.body) return Buffer.alloc(0);
  let release = reserve(declared ?? 0);
  let held = declared ?? 0;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw refusal(413, MESSAGES.tooLarge(maxBytes));
      if (size > held) {
        // No (or a wrong) Content-Length: hold the budget as the body grows.
        release();
        held = Math.min(maxBytes, Math.max(size, held * 2, 16 * 1024));
        release = reserve(held);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (isRefusal(error)) throw error;
    throw refusal(400, MESSAGES.malformed); // the client went away mid-body
  } finally {
    // The rest of an over-long body is never read: the gate closes the connection after the
    // answer (server/request-gate.ts), so nothing waits on it.
    reader.releaseLock();
    release();
  }
  return Buffer.concat(chunks, size);
}

function fromUrlEncoded(body: Buffer, bounds: FormBounds): FormData {
  const form = new FormData();
  let fields = 0;
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) {
    if (++fields > bounds.maxFields) throw refusal(400, MESSAGES.tooManyFields(bounds.maxFields));
    checkField(name, value, bounds);
    form.append(name, value);
  }
  return form;
}

async function fromMultipart(request: Request, bounds: FormBounds): Promise<FormData> {
  checkDeclaredLength(request, bounds.maxBytes);
  const body = await readBounded(request, bounds.maxBytes);
  const form = new FormData();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        fields: bounds.maxFields,
        fieldSize: bounds.maxBytes,
        files: 0,
        parts: bounds.maxFields + 1,
      },
    });
  } catch {
    throw refusal(400, MESSAGES.malformed); // no boundary, or not multipart at all
  }
  let refused: Response | null = null;
  const refuse = (answer: Response) => {
    refused ??= answer;
  };
  parser.on("field", (name, value) => {
    if (refused) return;
    try {
      checkField(name, value, bounds);
      form.append(name, value);
    } catch (error) {
      refuse(isRefusal(error) ? error : refusal(400, MESSAGES.malformed));
    }
  });
  parser.on("file", (_name, stream) => {
    stream.resume();
    refuse(refusal(400, MESSAGES.noFiles));
  });
  parser.on("filesLimit", () => refuse(refusal(400, MESSAGES.noFiles)));
  parser.on("fieldsLimit", () => refuse(refusal(400, MESSAGES.tooManyFields(bounds.maxFields))));
  parser.on("partsLimit", () => refuse(refusal(400, MESSAGES.tooManyFields(bounds.maxFields))));
  await new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      refuse(refusal(400, MESSAGES.malformed));
      resolve();
    });
    parser.end(body);
  });
  if (refused) throw refused;
  return form;
}

/**
 * The request's form, read within `bounds` (the public bounds unless an admin form says
 * otherwise). Throws a 4xx Response with one sentence: 415 for a body that is not a form, 413
 * past the size, 400 for a field name outside the bounds or a body that is not well-formed, and
 * 503 while the process's budget for bodies in flight is spent.
 */
export async function readForm(
  request: Request,
  bounds: FormBounds = PUBLIC_FORM,
): Promise<FormData> {
  const type = request.headers.get("Content-Type");
  // A post with no body at all (a button without fields, sent by a script) is an empty form.
  if (!type && (!request.body || request.headers.get("Content-Length") === "0"))
    return new FormData();
  if (!isFormType(type)) throw refusal(415, MESSAGES.wrongType);
  if (mediaType(type) === "multipart/form-data") return fromMultipart(request, bounds);
  return fromUrlEncoded(await readBounded(request, bounds.maxBytes), bounds);
}

/** For readers of file uploads, which stream the body themselves: the body as a Node stream. */
export function bodyStream(request: Request): Readable {
  return Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
}

/**
 * What a caught error says when it is a form reader's refusal (its status and sentence), for
 * screens that show it in the form instead of an error page; null for any other error.
 */
export async function describeRefusal(
  error: unknown,
): Promise<{ status: number; message: string } | null> {
  if (!isRefusal(error)) return null;
  return { status: error.status, message: await error.clone().text() };
}
