// The resource-submission form (spec §3 "Resource submission", §5). Safe for the browser.
import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "~/lib/file-type";
import { formText } from "~/lib/form-text";

export const SUBMISSION_TYPES = [
  { value: "notes", label: "Notes" },
  { value: "guide", label: "Study Guide" },
  { value: "quiz", label: "Quiz / Practice Questions" },
  { value: "pyq", label: "Previous Year Questions" },
  { value: "other", label: "Other" },
] as const;

/** The choice for a subject the level's list lacks (BSc and BS have none yet): named in the description. */
export const OTHER_SUBJECT = {
  value: "other",
  label: "Another subject (name it in the description)",
};

/**
 * The subject values the form offered before it listed the subjects table (issue 15): kept so
 * older submissions still read as words in the admin area. The form now posts a subject's slug.
 */
export const SUBMISSION_SUBJECTS = [
  { value: "mathematics", label: "Mathematics" },
  { value: "statistics", label: "Statistics" },
  { value: "programming", label: "Programming" },
  { value: "computational_thinking", label: "Computational Thinking" },
  { value: "english", label: "English" },
  { value: "data_science", label: "Data Science" },
  { value: OTHER_SUBJECT.value, label: "Another subject" },
] as const;

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

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const required = (message: string) => formText({ error: message }).trim().min(1, message);

/** The fields as the server reads them (the file is streamed and checked separately). */
export const SubmissionFieldsSchema = z.object({
  title: required("Enter a title for the resource.").max(
    200,
    "Keep the title under 200 characters.",
  ),
  resourceType: z.enum(values(SUBMISSION_TYPES), { error: "Choose the type of resource." }),
  // A subject of the chosen level (its slug) or "other"; the server checks the pair.
  subject: required("Choose a subject.").max(80, "Choose a subject."),
  level: z.enum(values(SUBMISSION_LEVELS), { error: "Choose a level." }),
  term: z.enum(values(SUBMISSION_TERMS), { error: "Choose a term." }),
  description: required("Describe the resource in a sentence or two.").max(
    5000,
    "Keep the description under 5,000 characters.",
  ),
  link: z
    .url({ protocol: /^https?$/, error: "Enter a full link starting with https://." })
    .max(2000)
    .optional(),
  authorName: required("Enter your name.").max(120, "Keep your name under 120 characters."),
  email: z
    .email({ error: "Enter a valid email address." })
    .max(254, "Enter a valid email address."),
  consent: z.literal("on", { error: "Please confirm you may share this resource." }),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().optional(),
});

/** The whole form as the browser checks it before sending. */
export const SubmissionFormSchema = SubmissionFieldsSchema.extend({
  file: z
    .instanceof(File)
    .optional()
    .refine(
      (file) => !file || file.size <= MAX_UPLOAD_BYTES,
      "The file is larger than 50MB. Choose a smaller file.",
    ),
});

export type SubmissionFields = z.infer<typeof SubmissionFieldsSchema>;
