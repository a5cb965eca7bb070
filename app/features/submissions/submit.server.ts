// The one submission path, for the plain form post (no JavaScript) and the upload with progress.
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import { MAX_UPLOAD_BYTES, TOO_LARGE } from "~/lib/file-type";
import { describeRefusal } from "~/lib/form-body.server";
import { RATE_LIMITED, submissionLimit, takeRateLimit } from "~/lib/rate-limit.server";
import { parseMultipart } from "~/lib/upload.server";
import type { FieldConstraint } from "~/lib/use-native-form";
import { SUBMISSION_LEVELS, SUBMISSION_LIMITS } from "./form";
import { createSubmission } from "./mutations.server";
import { SubmissionFieldsSchema, SubmissionFormSchema } from "./schema";
import { resolveSubmissionSubject } from "./subjects.server";

type Reply = SubmissionResult<string[]>;

export interface SubmissionOutcome {
  status: number;
  received: boolean;
  result: Reply;
}

const PATTERNS: Record<string, string> = {
  link: "https?://.+",
  email: "[^@\\s]+@[^@\\s]+\\.[^@\\s]+",
};

const schemaConstraint = getZodConstraint(SubmissionFormSchema);

/**
 * Each field's HTML constraints, for the page's checks in the browser: the schema's `required`,
 * the limits as `maxlength` (Conform cannot read a length after Zod's trim), and patterns for
 * what the browser's own email and URL checks accept but the schema refuses (an address without
 * a dot in its domain, a link that is not http or https).
 */
export const SUBMISSION_CONSTRAINT: Record<string, FieldConstraint> = Object.fromEntries(
  Object.entries(schemaConstraint).map(([name, constraint]) => [
    name,
    {
      required: constraint.required,
      maxLength: SUBMISSION_LIMITS[name as keyof typeof SUBMISSION_LIMITS],
      pattern: PATTERNS[name] ?? constraint.pattern,
    },
  ]),
);

const UNAVAILABLE = "Your submission could not be saved. Please try again in a moment.";
const EMPTY = () => parseWithZod(new FormData(), { schema: SubmissionFieldsSchema });

export async function handleSubmission(
  request: Request,
  context: AppLoadContext,
): Promise<SubmissionOutcome> {
  if (
    !(await takeRateLimit(
      context.db,
      submissionLimit(context.env.SUBMISSIONS_PER_HOUR),
      context.clientIp,
    ))
  ) {
    return { status: 429, received: false, result: EMPTY().reply({ formErrors: [RATE_LIMITED] }) };
  }
  // Refuse an obviously oversized body before reading any of it.
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_UPLOAD_BYTES + 256 * 1024) {
    return {
      status: 413,
      received: false,
      result: EMPTY().reply({ fieldErrors: { file: [TOO_LARGE] } }),
    };
  }

  let parsed;
  try {
    parsed = await parseMultipart(request, context.storage, { maxFileBytes: MAX_UPLOAD_BYTES });
  } catch (error) {
    const refused = await describeRefusal(error);
    context.logger.warn({ err: error }, "submission form could not be read");
    return {
      status: refused?.status ?? 400,
      received: false,
      result: EMPTY().reply({
        formErrors: [refused?.message ?? "The upload was interrupted. Please try again."],
      }),
    };
  }
  const { fields, file, fileError } = parsed;
  const formData = new FormData();
  for (const [key, value] of fields) formData.set(key, value);
  const submission = parseWithZod(formData, { schema: SubmissionFieldsSchema });
  const discard = async () => {
    if (file) await context.storage.delete(file.key);
  };

  if (submission.status !== "success" || fileError) {
    await discard();
    const fieldErrors = fileError ? { file: [fileError.message] } : undefined;
    return {
      status: fileError?.status ?? 400,
      received: false,
      result: submission.reply({ fieldErrors }),
    };
  }
  const { consent: _consent, website, ...values } = submission.value;
  if (website) {
    // A bot filled the hidden field: look successful, keep nothing.
    await discard();
    context.logger.info("submission honeypot triggered");
    return { status: 200, received: true, result: submission.reply({ resetForm: true }) };
  }
  try {
    // Checked against the catalogue: without JavaScript the form lists every level's courses, and
    // an older page may post an old slug or a value of the spec's form.
    const subject = await resolveSubmissionSubject(context.db, values.level, values.subject);
    if (!subject) {
      await discard();
      const level = SUBMISSION_LEVELS.find((l) => l.value === values.level)?.label ?? values.level;
      return {
        status: 400,
        received: false,
        result: submission.reply({
          fieldErrors: { subject: [`Choose a subject of the ${level} level.`] },
        }),
      };
    }
    await createSubmission(context.db, { ...values, subject }, file);
  } catch (error) {
    await discard();
    context.logger.error({ err: error }, "failed to store submission");
    return {
      status: 503,
      received: false,
      result: submission.reply({
        formErrors: [UNAVAILABLE],
      }),
    };
  }
  return { status: 200, received: true, result: submission.reply({ resetForm: true }) };
}
