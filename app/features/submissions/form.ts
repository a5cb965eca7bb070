// The resource-submission form's choices and messages (spec §3 "Resource submission", §5), for
// the page and the server alike. No Zod here: the page checks its fields in the browser with
// these messages (ADR 028), the server with the schema in `schema.ts`, which uses the same ones.
import { TOO_LARGE } from "~/lib/upload-limits";
import type { FieldMessages } from "~/lib/use-native-form";

export const SUBMISSION_TYPES = [
  { value: "notes", label: "Notes" },
  { value: "guide", label: "Study Guide" },
  { value: "quiz", label: "Quiz / Practice Questions" },
  { value: "pyq", label: "Previous Year Questions" },
  { value: "other", label: "Other" },
] as const;

/**
 * The choice for a subject the level's list lacks (BSc and BS have none yet), or when the student
 * is not sure which course it is: said in the description.
 */
export const OTHER_SUBJECT = {
  value: "other",
  label: "Another subject, or not sure (say which in the description)",
};

export const SUBMISSION_LEVELS = [
  { value: "foundation", label: "Foundation" },
  { value: "diploma", label: "Diploma" },
  { value: "bsc", label: "BSc Degree" },
  { value: "bs", label: "BS Degree" },
] as const;

export const SUBMISSION_TERMS = [
  { value: "term1", label: "Term 1" },
  { value: "term2", label: "Term 2" },
] as const;

export const CONSENT_TEXT =
  "I confirm that I have the right to share this resource, and I allow this site to publish it for other students.";

/** The longest text each field takes (the server refuses more; the page's inputs stop there). */
export const SUBMISSION_LIMITS = {
  title: 200,
  subject: 80,
  description: 5000,
  link: 2000,
  authorName: 120,
  email: 254,
} as const;

/** What each field says when it is missing, malformed, too long or (the file) too large. */
export const SUBMISSION_MESSAGES = {
  title: {
    valueMissing: "Enter a title for the resource.",
    tooLong: "Keep the title under 200 characters.",
  },
  resourceType: { valueMissing: "Choose the type of resource." },
  subject: { valueMissing: "Choose a subject.", tooLong: "Choose a subject." },
  level: { valueMissing: "Choose a level." },
  term: { valueMissing: "Choose a term." },
  description: {
    valueMissing: "Describe the resource in a sentence or two.",
    tooLong: "Keep the description under 5,000 characters.",
  },
  link: { typeMismatch: "Enter a full link starting with https://." },
  authorName: {
    valueMissing: "Enter your name.",
    tooLong: "Keep your name under 120 characters.",
  },
  email: {
    valueMissing: "Enter a valid email address.",
    typeMismatch: "Enter a valid email address.",
    tooLong: "Enter a valid email address.",
  },
  consent: { valueMissing: "Please confirm you may share this resource." },
  file: { tooLarge: TOO_LARGE },
} as const satisfies Record<string, FieldMessages>;
