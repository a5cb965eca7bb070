// The resource-submission form as the server checks it (spec §3 "Resource submission", §5). Its
// choices and messages are in `form.ts`, which the page's browser-side checks use too.
import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "~/lib/file-type";
import { formText } from "~/lib/form-text";
import {
  SUBMISSION_LEVELS,
  SUBMISSION_LIMITS as MAX,
  SUBMISSION_MESSAGES as M,
  SUBMISSION_TERMS,
  SUBMISSION_TYPES,
} from "./form";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const required = (message: string) => formText({ error: message }).trim().min(1, message);

/** The fields as the server reads them (the file is streamed and checked separately). */
export const SubmissionFieldsSchema = z.object({
  title: required(M.title.valueMissing).max(MAX.title, M.title.tooLong),
  resourceType: z.enum(values(SUBMISSION_TYPES), { error: M.resourceType.valueMissing }),
  // A subject of the chosen level (its slug) or "other"; the server checks the pair.
  subject: required(M.subject.valueMissing).max(MAX.subject, M.subject.tooLong),
  level: z.enum(values(SUBMISSION_LEVELS), { error: M.level.valueMissing }),
  term: z.enum(values(SUBMISSION_TERMS), { error: M.term.valueMissing }),
  description: required(M.description.valueMissing).max(MAX.description, M.description.tooLong),
  link: z
    .url({ protocol: /^https?$/, error: M.link.typeMismatch })
    .max(MAX.link)
    .optional(),
  authorName: required(M.authorName.valueMissing).max(MAX.authorName, M.authorName.tooLong),
  email: z.email({ error: M.email.typeMismatch }).max(MAX.email, M.email.tooLong),
  consent: z.literal("on", { error: M.consent.valueMissing }),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().optional(),
});

/** The whole form: its HTML constraints (required, maxlength) are the page's, read on the server. */
export const SubmissionFormSchema = SubmissionFieldsSchema.extend({
  file: z
    .instanceof(File)
    .optional()
    .refine((file) => !file || file.size <= MAX_UPLOAD_BYTES, M.file.tooLarge),
});

export type SubmissionFields = z.infer<typeof SubmissionFieldsSchema>;
