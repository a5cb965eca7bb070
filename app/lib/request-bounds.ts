// What a request may carry before the site reads it (DESIGN.md D12, ADR 042): body sizes, the
// shape of field names, and the answers for what falls outside. Shared by the form readers
// (form-body.server.ts, upload.server.ts), the import reader and the Express gate in front of
// the app (server/request-gate.ts).

/** Bounds of one form. */
export interface FormBounds {
  /** The whole body, in bytes (a multipart upload's file is bounded by its own limit). */
  maxBytes: number;
  /** Fields at most. */
  maxFields: number;
  /** The largest list index a field name may carry (`courses[59].title`). */
  maxListIndex: number;
  /** Parts of a field name at most: `sections[2].cards[3].url` has five. */
  maxDepth: number;
}

const KB = 1024;

/** Forms anyone can send: sign-up, contact, sign-in, theme, submission fields. */
export const PUBLIC_FORM: FormBounds = {
  maxBytes: 100 * KB,
  maxFields: 50,
  maxListIndex: 0,
  maxDepth: 1,
};

/**
 * A timed mock's answer sheet (app/routes/public/practice/mock-attempt.tsx): anyone can send it,
 * and it holds every question of a paper at once. Sized for the largest paper sat as a mock
 * (MAX_MOCK_QUESTIONS, 100): per question up to 8 ticked options and its review flag, each a
 * flat field (`q-<id>`, `r-<id>`), and a text answer of 200 characters written in any script
 * (up to 9 bytes a character once form-encoded).
 */
export const MOCK_FORM: FormBounds = {
  maxBytes: 256 * KB,
  maxFields: 1_000,
  maxListIndex: 0,
  maxDepth: 1,
};

/**
 * Forms of signed-in admins: a post's Markdown (up to 1 MB) with its other fields, the site
 * settings' lists (at most 60 rows each), a grading term's document.
 */
export const ADMIN_FORM: FormBounds = {
  maxBytes: 2 * 1024 * KB,
  maxFields: 2_000,
  maxListIndex: 99,
  maxDepth: 6,
};

/**
 * The largest body the server reads at all. Above every upload's own limit (50 MB and its
 * form), so that a file a little too large gets its form's own answer, not this one.
 */
export const MAX_BODY_BYTES = 64 * 1024 * KB;

/** Form bodies being read at once, in bytes, across all requests of this process. */
export const FORM_BYTES_IN_FLIGHT = 64 * 1024 * KB;

/** Body types a form may arrive as. */
export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export const MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `This form is larger than the ${formatLimit(maxBytes)} it may be. Shorten it and send it again.`,
  wrongType:
    "This address reads forms only (application/x-www-form-urlencoded or multipart/form-data).",
  tooManyFields: (max: number) => `This form has more than ${max} fields. Nothing was saved.`,
  badFieldName: (name: string) =>
    `This form has a field this site does not read ("${clipName(name)}"). Nothing was saved.`,
  malformed: "The form could not be read: its body is not well-formed. Nothing was saved.",
  noFiles: "This form takes no files. Nothing was saved.",
  busy: "The server is reading many forms at once. Please try again in a minute.",
} as const;

function formatLimit(bytes: number): string {
  return bytes >= 1024 * KB
    ? `${Math.round(bytes / (1024 * KB))} MB`
    : `${Math.round(bytes / KB)} KB`;
}

function clipName(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, "?");
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}

/** A field name: words joined by dots, each optionally followed by list indexes. */
const NAME = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*|\[\d{1,6}\])*$/;
const PART = /[A-Za-z_][\w-]*|\[(\d+)\]/g;
/** Names that would reach an object's prototype when a form is read into an object. */
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);
const MAX_NAME_LENGTH = 200;

/**
 * Whether a field name is one a form of these bounds can hold: a plain name, or a path into
 * lists and objects with indexes and depth within the bounds. Conform reads names like
 * `courses[3].title` into objects and arrays, so an index of 99999999 would make an array of a
 * hundred million slots: such names are refused before anything reads them.
 */
export function isAcceptableFieldName(name: unknown, bounds: FormBounds): name is string {
  if (
    typeof name !== "string" ||
    name.length === 0 ||
    name.length > MAX_NAME_LENGTH ||
    !NAME.test(name)
  )
    return false;
  let depth = 0;
  for (const match of name.matchAll(PART)) {
    depth++;
    if (depth > bounds.maxDepth) return false;
    if (match[1] !== undefined) {
      if (Number(match[1]) > bounds.maxListIndex) return false;
    } else if (FORBIDDEN.has(match[0])) {
      return false;
    }
  }
  return true;
}

/**
 * Conform's list buttons (add, remove, move) post `__intent__` as JSON naming a field and
 * indexes: held to the same bounds as the field names themselves.
 */
export function isAcceptableIntent(value: string, bounds: FormBounds): boolean {
  if (value.length > 2_000) return false;
  let intent: unknown;
  try {
    intent = JSON.parse(value);
  } catch {
    return true; // not a list intent: the action's own schema refuses it
  }
  if (typeof intent !== "object" || intent === null) return true;
  const payload = (intent as { payload?: unknown }).payload;
  if (typeof payload !== "object" || payload === null) return true;
  const { name, index, from, to } = payload as Record<string, unknown>;
  if (name !== undefined && (typeof name !== "string" || !isAcceptableFieldName(name, bounds)))
    return false;
  for (const position of [index, from, to]) {
    if (position === undefined) continue;
    if (typeof position !== "number" || !Number.isInteger(position)) return false;
    if (position < 0 || position > bounds.maxListIndex + 1) return false;
  }
  return true;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

export function isFormType(contentType: string | null | undefined): boolean {
  return (FORM_TYPES as readonly string[]).includes(mediaType(contentType));
}
