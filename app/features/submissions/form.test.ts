// The page checks the submission form in the browser with SUBMISSION_MESSAGES and the HTML
// constraints the server computes (ADR 028); the server checks it with the Zod schema. These
// tests keep the two saying the same thing, so a student never sees one message in the browser
// and another after sending.
import { describe, expect, it } from "vitest";
import type { FieldMessages } from "~/lib/use-native-form";
import { SUBMISSION_MESSAGES } from "./form";
import { SubmissionFormSchema } from "./schema";
import { SUBMISSION_CONSTRAINT } from "./submit.server";

const MESSAGES: Record<string, FieldMessages> = SUBMISSION_MESSAGES;

/** A field's pattern as the browser applies it: the whole value, with the `v` flag. */
const patternOf = (field: string) =>
  new RegExp(`^(?:${SUBMISSION_CONSTRAINT[field]?.pattern})$`, "v");

/** A value of `length` characters the field would otherwise accept. */
const textOf = (field: string, length: number) =>
  field === "email" ? `${"a".repeat(length - 12)}@example.com` : "a".repeat(length);

const valid = {
  title: "Week 1–4 summary",
  resourceType: "notes",
  subject: "statistics",
  level: "foundation",
  term: "term1",
  description: "Short notes for quiz 1.",
  link: "https://drive.example/file",
  authorName: "Asha",
  email: "asha@example.com",
  consent: "on",
};

/** The schema's messages for one field, given the form with that field changed. */
function schemaMessages(field: string, value: unknown): string[] {
  const parsed = SubmissionFormSchema.safeParse({ ...valid, [field]: value });
  if (parsed.success) return [];
  return parsed.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

describe("the browser's messages are the server's", () => {
  const missing = Object.entries(MESSAGES).filter(([, messages]) => messages.valueMissing);

  it.each(missing)("%s left empty", (field, messages) => {
    expect(schemaMessages(field, undefined)).toEqual([messages.valueMissing]);
    // Spaces alone are as good as nothing (the page checks the trimmed value too).
    if (field !== "consent") expect(schemaMessages(field, "   ")).toContain(messages.valueMissing);
  });

  it("every field the browser requires, the schema requires, and no other", () => {
    const required = Object.entries(SUBMISSION_CONSTRAINT)
      .filter(([, constraint]) => constraint.required)
      .map(([field]) => field)
      .sort();
    expect(required).toEqual(missing.map(([field]) => field).sort());
  });

  it.each([
    ["link", "drive dot com"],
    ["link", "ftp://drive.example/file"],
    ["email", "asha"],
    ["email", "asha@example"],
  ])("%s given %j: malformed", (field, value) => {
    expect(schemaMessages(field, value)).toEqual([MESSAGES[field]?.typeMismatch]);
    // The page's pattern refuses it too, so no file is sent for nothing.
    expect(patternOf(field).test(value)).toBe(false);
  });

  it.each([
    ["link", "https://drive.example/file"],
    ["email", "asha@example.com"],
  ])("%s given %j: the page's pattern lets it through", (field, value) => {
    expect(patternOf(field).test(value)).toBe(true);
  });

  it.each(Object.entries(MESSAGES).filter(([, messages]) => messages.tooLong))(
    "%s: its maxlength is the schema's limit",
    (field, messages) => {
      const maxLength = SUBMISSION_CONSTRAINT[field]?.maxLength ?? 0;
      expect(maxLength).toBeGreaterThan(0);
      expect(schemaMessages(field, textOf(field, maxLength))).toEqual([]);
      expect(schemaMessages(field, textOf(field, maxLength + 1))).toEqual([messages.tooLong]);
    },
  );

  it("a file over 50MB", () => {
    const big = new File([new Uint8Array(50 * 1024 * 1024 + 1)], "big.pdf");
    expect(schemaMessages("file", big)).toEqual([SUBMISSION_MESSAGES.file.tooLarge]);
  });
});
