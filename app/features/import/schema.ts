// The import screen's form fields, parsed with Zod in the action. Safe for the browser.
import { z } from "zod";
import { IMPORT_KINDS } from "./kinds";

export const KIND_CHOICES = ["auto", ...IMPORT_KINDS] as const;

export const PreviewFormSchema = z.object({
  intent: z.literal("preview"),
  kind: z.enum(KIND_CHOICES, { error: "Choose what the file holds" }).default("auto"),
  createSubjects: z
    .literal("on", { error: "Create missing subjects is a checkbox" })
    .optional()
    .transform((v) => v === "on"),
});

export const ApplyFormSchema = z.object({
  intent: z.literal("apply"),
  draft: z.uuid({ error: "This import is no longer available" }),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/, "This dry run is not valid: run it again"),
});

export const RecheckFormSchema = z.object({
  intent: z.literal("recheck"),
  draft: z.uuid({ error: "This import is no longer available" }),
});

export const ImportActionSchema = z.discriminatedUnion("intent", [
  PreviewFormSchema,
  ApplyFormSchema,
  RecheckFormSchema,
]);
