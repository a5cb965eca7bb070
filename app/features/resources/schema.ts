// Admin forms for the resources table (spec §5 "Admin forms"): one Zod schema per screen, shared by
// the form (Conform) and the action. Safe for the browser.
import { z } from "zod";
import { MAX_UPLOAD_BYTES, TOO_LARGE } from "~/lib/file-type";
import { formText } from "~/lib/form-text";
import { SUBJECT_TRACKS } from "~db/enums";
import { canonicalSubject, SUBJECT_SLUG, slugFromName, TERMS } from "./subjects";

// The table's enumerations, repeated here so the browser bundle never pulls in db/schema.ts
// (admin-screen.test.ts checks they match).
export const RESOURCE_CATEGORIES = ["academic", "career", "general"] as const;
export const RESOURCE_TYPES = ["notes", "lectures", "pyqs", "assignments", "books"] as const;
export const RESOURCE_EXAMS = ["quiz-1", "quiz-2", "end-term", "important", "video"] as const;

export const ADMIN_LEVELS = ["foundation", "diploma", "degree"] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];
export const PYQ_TERMS = ["term-1", "term-2", "term-3", "term-4"] as const;

export const LEVEL_OPTIONS = ADMIN_LEVELS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
export const CATEGORY_OPTIONS = RESOURCE_CATEGORIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
const TYPE_LABELS: Record<(typeof RESOURCE_TYPES)[number], string> = {
  notes: "Notes",
  lectures: "Lectures",
  pyqs: "Previous Year Questions",
  assignments: "Assignments",
  books: "Books",
};
/** The form says 'Previous Year Questions', the filter 'PYQs' (spec §9). */
export const TYPE_FORM_OPTIONS = RESOURCE_TYPES.map((value) => ({
  value,
  label: TYPE_LABELS[value],
}));
export const TYPE_FILTER_OPTIONS = RESOURCE_TYPES.map((value) => ({
  value,
  label: value === "pyqs" ? "PYQs" : TYPE_LABELS[value],
}));
export const TERM_OPTIONS = PYQ_TERMS.map((value) => ({
  value,
  label: `Term ${value.slice(-1)}`,
}));
const EXAM_LABELS: Record<(typeof RESOURCE_EXAMS)[number], string> = {
  "quiz-1": "Quiz 1",
  "quiz-2": "Quiz 2",
  "end-term": "Final Term",
  important: "Important Q",
  video: "Videos",
};
export const EXAM_OPTIONS = RESOURCE_EXAMS.map((value) => ({ value, label: EXAM_LABELS[value] }));

const required = (label: string) =>
  formText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/**
 * The subject a resource form picked: a slug of the level's subjects (the action checks that the
 * pair exists). A legacy underscored slug is read as its hyphenated subject.
 */
export const SubjectField = required("Subject")
  .transform(canonicalSubject)
  .refine((s) => s.length <= 80 && SUBJECT_SLUG.test(s), "Choose a subject from the list");

const optionalUrl = (label: string) =>
  z
    .url({ protocol: /^https?$/, error: `${label} must be a valid URL` })
    .trim()
    .optional();

const id = z.uuid().optional();

/** Edit mode, no new file chosen: take the resource's file away (a chosen file replaces it). */
const removeFile = z.boolean().optional();

export const ResourceFormSchema = z.object({
  id,
  title: required("Title"),
  category: z.enum(RESOURCE_CATEGORIES, { error: "Category is required" }),
  level: z.enum(ADMIN_LEVELS, { error: "Level is required" }),
  subject: SubjectField,
  resourceType: z.enum(RESOURCE_TYPES, { error: "Resource type is required" }),
  description: required("Description"),
  fileUrl: optionalUrl("File URL"),
  linkUrl: optionalUrl("Link URL"),
  removeFile,
});

const examField = z.enum(RESOURCE_EXAMS).optional();

export const NoteFormSchema = z.object({
  id,
  title: required("Title"),
  subject: SubjectField,
  level: z.enum(ADMIN_LEVELS, { error: "Level is required" }),
  description: required("Description"),
  linkUrl: optionalUrl("Link URL"),
  exam: examField,
  removeFile,
});

export const LectureFormSchema = NoteFormSchema.extend({
  linkUrl: z.url({ protocol: /^https?$/, error: "Video URL must be a valid URL" }).trim(),
});

export const PyqFormSchema = NoteFormSchema.extend({
  term: z.enum(PYQ_TERMS, { error: "Term is required" }),
});

/** A course code of the programme: letters, then digits, and a P for a project (BSCS2003P). */
export const COURSE_CODE = /^[A-Z]{2,8}[0-9]{3,5}[A-Z]?$/;
export const TRACK_OPTIONS = SUBJECT_TRACKS.map((value) => ({
  value,
  label: value === "programming" ? "Diploma in Programming" : "Diploma in Data Science",
}));
/** Shorthand: at most this many spellings, each at most this long. */
export const SHORTHAND_LIMITS = { count: 20, length: 40 } as const;

/** "m1, Maths 1 ,, maths1" → ["m1", "maths 1", "maths1"]: trimmed, lower-case, no repeats. */
export function shorthandList(text: string | undefined): string[] {
  const words = (text ?? "")
    .split(",")
    .map((word) => word.trim().replace(/\s+/g, " ").toLowerCase())
    .filter(Boolean);
  return [...new Set(words)];
}

/**
 * The Add / Edit Subject dialog: a course of the catalogue (ADR 046). An empty slug is made from
 * the name; the level is only read when adding (spec §5: it is locked in edit mode).
 */
export const SubjectFormFields = z.object({
  /** The subject being edited; absent when adding. */
  id,
  name: required("Subject").max(120, "Keep the name under 120 characters"),
  shortName: formText().trim().max(40, "Keep the short name under 40 characters").optional(),
  /** Comma-separated: other spellings the search understands ("m1, maths 1"). */
  shorthand: formText()
    .trim()
    .max(1000, "Keep the shorthand under 1,000 characters")
    .transform((text, ctx) => {
      const words = shorthandList(text);
      const long = words.find((word) => word.length > SHORTHAND_LIMITS.length);
      if (words.length > SHORTHAND_LIMITS.count) {
        ctx.addIssue({ code: "custom", message: `Keep to ${SHORTHAND_LIMITS.count} spellings` });
      } else if (long) {
        ctx.addIssue({
          code: "custom",
          message: `Keep each spelling under ${SHORTHAND_LIMITS.length} characters ("${long.slice(0, 20)}…" is longer)`,
        });
      }
      return words;
    })
    .optional(),
  slug: formText()
    .trim()
    .transform((s) => s.toLowerCase().replace(/[\s_]+/g, "-"))
    .optional(),
  level: z.enum(ADMIN_LEVELS, { error: "Level is required" }),
  code: formText()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => COURSE_CODE.test(s), "Use the programme's course code, e.g. BSMA1001")
    .optional(),
  credits: formText()
    .trim()
    .regex(/^[0-9]{1,2}$/, "Credits are a whole number from 1 to 20")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 20, "Credits are a whole number from 1 to 20")
    .optional(),
  track: z
    .enum(SUBJECT_TRACKS, { error: "Choose the Programming or the Data Science diploma" })
    .optional(),
  gradingId: formText()
    .trim()
    .transform((s) => s.toLowerCase())
    .refine(
      (s) => s.length <= 60 && SUBJECT_SLUG.test(s),
      "Use the course's id in the grading rules: lower-case words joined by hyphens, e.g. maths-1",
    )
    .optional(),
  source: formText().trim().max(300, "Keep the source under 300 characters").optional(),
  term: z.enum(TERMS, { error: "Choose Term 1, Term 2 or every term" }).optional(),
  description: formText().trim().max(500, "Keep the description under 500 characters").optional(),
  folderUrl: optionalUrl("Folder URL"),
});

export const SubjectFormSchema = SubjectFormFields.refine(
  (value) => !value.track || value.level === "diploma",
  {
    path: ["track"],
    message: "Only a diploma course belongs to a diploma: leave the track empty",
    // Said with the other fields' errors, not after they are fixed.
    when: ({ issues }) =>
      !issues.some((issue) => issue.path?.[0] === "track" || issue.path?.[0] === "level"),
  },
).transform((value, ctx) => {
  const slug = value.slug || slugFromName(value.name);
  if (!SUBJECT_SLUG.test(slug) || slug.length > 80) {
    ctx.addIssue({
      code: "custom",
      path: ["slug"],
      message: value.slug
        ? "Use lower-case letters and digits, words joined by single hyphens"
        : "Give the subject a slug: its name has no letters or digits to make one from",
    });
  }
  if (ctx.issues.length > 0) return z.NEVER;
  return { ...value, slug, shorthand: value.shorthand ?? [] };
});

export type SubjectForm = z.infer<typeof SubjectFormSchema>;

/** Merge one subject into another of its level (both ids), after the dialog's confirmation. */
export const MergeSubjectSchema = z
  .object({
    intent: z.literal("merge"),
    id: z.uuid(),
    into: z.uuid({ error: "Choose the subject to merge into" }),
  })
  .refine((v) => v.id !== v.into, { path: ["into"], message: "Choose another subject" });

export const SubjectDeleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

export const DeleteSchema = z.object({ intent: z.literal("delete"), id: z.string().min(1) });

export type AdminResourceKind = "resource" | "note" | "lecture" | "pyq";

/** Everything a screen says about its kind of row (spec §2, §5, §8). */
export const RESOURCE_KINDS = {
  resource: {
    path: "/admin/resources",
    title: "Resources",
    singular: "Resource",
    noun: "resource",
    toastNoun: "Resource",
    empty: "No resources found",
    loadError: "Failed to load resources",
    saveError: "Failed to save resource",
    deleteError: "Failed to delete resource",
    confirm: "Are you sure you want to delete this resource?",
    resourceType: null,
    resourceTag: "general",
  },
  note: {
    path: "/admin/notes",
    title: "Study Notes",
    singular: "Study Note",
    noun: "note",
    toastNoun: "Note",
    empty: "No study notes found",
    loadError: "Failed to load study notes",
    saveError: "Failed to save study note",
    deleteError: "Failed to delete study note",
    confirm: "Are you sure you want to delete this study note?",
    resourceType: "notes",
    resourceTag: "study-note",
  },
  lecture: {
    path: "/admin/lectures",
    title: "Video Lectures",
    singular: "Video Lecture",
    noun: "lecture",
    toastNoun: "Lecture",
    empty: "No video lectures found",
    loadError: "Failed to load video lectures",
    saveError: "Failed to save video lecture",
    deleteError: "Failed to delete video lecture",
    confirm: "Are you sure you want to delete this video lecture?",
    resourceType: "lectures",
    resourceTag: "lecture",
  },
  pyq: {
    path: "/admin/pyqs",
    title: "Previous Year Questions",
    singular: "Previous Year Question",
    noun: "PYQ",
    toastNoun: "PYQ",
    empty: "No Previous Year Questions found",
    loadError: "Failed to load Previous Year Questions",
    saveError: "Failed to save Previous Year Question",
    deleteError: "Failed to delete Previous Year Question",
    confirm: "Are you sure you want to delete this Previous Year Question?",
    resourceType: "pyqs",
    resourceTag: "pyq",
  },
} as const;

export function formSchemaFor(kind: AdminResourceKind) {
  if (kind === "resource") return ResourceFormSchema;
  if (kind === "note") return NoteFormSchema;
  if (kind === "lecture") return LectureFormSchema;
  return PyqFormSchema;
}

/**
 * The form as the browser checks it before sending: with its file, refused early when too large
 * (the server checks size and type again while the file streams).
 */
export function clientFormSchemaFor(kind: AdminResourceKind) {
  const file = {
    file: z
      .instanceof(File)
      .optional()
      .refine((f) => !f || f.size <= MAX_UPLOAD_BYTES, TOO_LARGE),
  };
  if (kind === "resource") return ResourceFormSchema.extend(file);
  if (kind === "note") return NoteFormSchema.extend(file);
  if (kind === "lecture") return LectureFormSchema.extend(file);
  return PyqFormSchema.extend(file);
}

/** Spec §8: subject deletion only shows this notice, for 5 s. */
export const SUBJECT_DELETE_NOTICE = {
  title: "Action not recommended",
  description:
    "Deleting subjects directly is not recommended. Please manage resources individually.",
  duration: 5000,
};

/** The public lists' load-failure notice (spec §7). */
export const LOAD_ERROR_MESSAGE = "Failed to load resources. Please try again.";
