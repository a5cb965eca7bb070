// Publishing a submission as a resource (issue 14 "Review with judgement"): the submission's words
// mapped to ours, the labels the review screens show, and the form's schema. Safe for the browser.
import { z } from "zod";
import {
  ADMIN_LEVELS,
  LEVEL_OPTIONS,
  PYQ_TERMS,
  RESOURCE_CATEGORIES,
  RESOURCE_EXAMS,
  RESOURCE_TYPES,
} from "~/features/resources/schema";
import { subjectNameFromSlug } from "~/features/resources/subjects";
import { formText } from "~/lib/form-text";
import { OTHER_SUBJECT, SUBMISSION_LEVELS, SUBMISSION_TERMS, SUBMISSION_TYPES } from "./form";

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

/** A subject an admin may choose: its level, the slug stored, the name shown. */
export interface SubjectChoice {
  level: string;
  slug: string;
  name: string;
}

type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Submission types → the resource types of the public pages. */
export const SUBMISSION_TYPE_TO_RESOURCE: Record<string, ResourceType> = {
  notes: "notes",
  guide: "notes",
  quiz: "assignments",
  pyq: "pyqs",
  other: "notes",
};

/** The tag each resource screen gives its rows (RESOURCE_KINDS), by type. */
export const RESOURCE_TAG_BY_TYPE: Record<ResourceType, string> = {
  notes: "study-note",
  lectures: "lecture",
  pyqs: "pyq",
  assignments: "general",
  books: "general",
};

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * The subject a submission names, as a row of the subjects table at its level: `statistics` in
 * term 2 is 'Statistics for Data Science II' (statistics-2) when the level has it, else
 * 'Statistics for Data Science I'; a slug posted by today's form is found as it is. `data_science`, "other", or any
 * subject the level lacks, matches nothing: the admin chooses.
 */
export function matchSubject(
  submission: { subject: string; level: string; term: string },
  subjects: readonly SubjectChoice[],
): SubjectChoice | undefined {
  if (submission.subject === "data_science" || submission.subject === OTHER_SUBJECT.value) {
    return undefined;
  }
  const slug = submission.subject
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const atLevel = subjects.filter((s) => s.level === submission.level);
  const candidates = submission.term === "term2" ? [`${slug}-2`, slug] : [slug];
  for (const candidate of candidates) {
    const found = atLevel.find((s) => s.slug === candidate);
    if (found) return found;
  }
  return undefined;
}

/** What a submission says, in words (the detail view never shows raw values). */
export function submissionLabels(
  submission: { resourceType: string; subject: string; level: string; term: string },
  subjects: readonly SubjectChoice[],
) {
  return {
    type: label(SUBMISSION_TYPES, submission.resourceType),
    subject:
      matchSubject(submission, subjects)?.name ??
      SUBMISSION_SUBJECTS.find((o) => o.value === submission.subject)?.label ??
      // A subject of the level picked on the form but gone since: its name from its slug.
      subjectNameFromSlug(submission.subject),
    level: label(SUBMISSION_LEVELS, submission.level),
    term: label(SUBMISSION_TERMS, submission.term),
  };
}

/** The resource form's starting values, from a submission; blank where the admin must choose. */
export function suggestResource(
  submission: {
    id: string;
    title: string;
    description: string;
    resourceType: string;
    subject: string;
    level: string;
    term: string;
    linkUrl: string | null;
  },
  subjects: readonly SubjectChoice[],
) {
  const level = (ADMIN_LEVELS as readonly string[]).includes(submission.level)
    ? submission.level
    : "";
  return {
    id: submission.id,
    title: submission.title,
    description: submission.description,
    category: "academic",
    level,
    subject: level ? (matchSubject(submission, subjects)?.slug ?? "") : "",
    resourceType: SUBMISSION_TYPE_TO_RESOURCE[submission.resourceType] ?? "notes",
    term: submission.term === "term2" ? "term-2" : "term-1",
    exam: "",
    linkUrl: submission.linkUrl ?? "",
  };
}

const required = (name: string, max: number) =>
  formText({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `Keep the ${name.toLowerCase()} under ${max.toLocaleString("en-IN")} characters`);

/** The publish form; the subject must be one of `subjects` at the chosen level. */
export function publishSubmissionSchema(subjects: readonly SubjectChoice[]) {
  return z
    .object({
      id: z.uuid({ error: "This submission no longer exists" }),
      title: required("Title", 200),
      description: required("Description", 5000),
      category: z.enum(RESOURCE_CATEGORIES, { error: "Category is required" }),
      level: z.enum(ADMIN_LEVELS, { error: "Level is required" }),
      subject: formText({ error: "Choose a subject" }).trim().min(1, "Choose a subject"),
      resourceType: z.enum(RESOURCE_TYPES, { error: "Resource type is required" }),
      term: z.enum(PYQ_TERMS, { error: "Term is required" }),
      exam: z.enum(RESOURCE_EXAMS, { error: "Choose one of the tabs" }).optional(),
      linkUrl: z
        .url({ protocol: /^https?$/, error: "Link URL must be a valid URL" })
        .trim()
        .max(2000, "Keep the link under 2,000 characters")
        .optional(),
    })
    .superRefine(
      (value, ctx) => {
        if (!value.subject) return;
        if (subjects.some((s) => s.level === value.level && s.slug === value.subject)) return;
        ctx.addIssue({
          code: "custom",
          path: ["subject"],
          message: `Choose a subject of the ${label(LEVEL_OPTIONS, value.level)} level`,
        });
      },
      // Checked alongside the other fields' errors, once level and subject themselves are valid.
      {
        when: ({ issues }) =>
          !issues.some((issue) => issue.path?.[0] === "level" || issue.path?.[0] === "subject"),
      },
    );
}

export type PublishSubmission = z.infer<ReturnType<typeof publishSubmissionSchema>>;
