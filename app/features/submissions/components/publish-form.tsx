import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Download, Paperclip } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { DialogBody, DialogFooter, dialogFormClass } from "~/components/admin/form-dialog";
import { FormMessage, InputField, SelectField, TextareaField } from "~/components/forms";
import { SubjectSelectField } from "~/components/subject-select";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import {
  CATEGORY_OPTIONS,
  EXAM_OPTIONS,
  LEVEL_OPTIONS,
  TERM_OPTIONS,
  TYPE_FORM_OPTIONS,
} from "../../resources/schema";
import {
  publishSubmissionSchema,
  type SubjectChoice,
  type suggestResource,
} from "../publish-schema";

export interface PublishFile {
  submissionId: string;
  name: string;
  size: number;
}

/**
 * The resource form, filled in from a submission: the admin corrects it, and publishing creates
 * the resource (with the submission's file) and approves the submission in one step.
 */
export function PublishSubmissionForm({
  suggestion,
  subjects,
  file,
  backTo,
  lastResult,
}: {
  suggestion: ReturnType<typeof suggestResource>;
  subjects: SubjectChoice[];
  file: PublishFile | null;
  backTo: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const schema = publishSubmissionSchema(subjects);
  const publishing = useSubmittingIntent("publish");
  const [form, fields] = useForm({
    id: `publish-${suggestion.id}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: suggestion,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const level = typeof fields.level.value === "string" ? fields.level.value : suggestion.level;
  return (
    <Form method="post" {...getFormProps(form)} className={dialogFormClass}>
      <DialogBody className="grid content-start items-start gap-4 sm:grid-cols-2">
        <input type="hidden" name="id" value={suggestion.id} />
        <p className="text-sm text-muted sm:col-span-2">
          Filled in from the submission. Check each field: this is what goes public.
        </p>
        {form.errors?.length ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error" id={form.errorId}>
              {form.errors.join(" ")}
            </FormMessage>
          </div>
        ) : null}
        <InputField meta={fields.title} label="Title" className="sm:col-span-2" />
        <SelectField meta={fields.category} label="Category" options={CATEGORY_OPTIONS} />
        <SelectField
          meta={fields.level}
          label="Level"
          options={LEVEL_OPTIONS}
          placeholder="Select level"
        />
        <SubjectSelectField meta={fields.subject} level={level} subjects={subjects} />
        <SelectField meta={fields.resourceType} label="Resource Type" options={TYPE_FORM_OPTIONS} />
        <SelectField meta={fields.term} label="Term" options={TERM_OPTIONS} />
        <SelectField
          meta={fields.exam}
          label="Exam tab"
          options={EXAM_OPTIONS}
          placeholder="Default tab"
          hint="Where the notes or PYQ page lists it"
        />
        <TextareaField
          meta={fields.description}
          label="Description"
          rows={4}
          className="sm:col-span-2"
        />
        <InputField meta={fields.linkUrl} type="url" label="Link URL" className="sm:col-span-2" />
        <div className="rounded-lg border border-border px-4 py-3 text-sm sm:col-span-2">
          {file ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex min-w-0 items-center gap-2">
                <Paperclip aria-hidden="true" className="size-4 shrink-0 text-accent" />
                <span className="min-w-0 break-all">
                  <span className="font-medium">{file.name}</span>{" "}
                  <span className="text-muted">
                    ({Math.ceil(file.size / 1024).toLocaleString("en-IN")} KB), published as the
                    resource&apos;s file
                  </span>
                </span>
              </p>
              <a
                href={`/admin/submissions/${file.submissionId}/file`}
                download
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Download aria-hidden="true" />
                Check file
              </a>
            </div>
          ) : (
            <p className="text-muted">No file was submitted: the resource gets the link only.</p>
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        <Link to={backTo} preventScrollReset className={buttonVariants({ variant: "ghost" })}>
          Back to details
        </Link>
        <Button type="submit" name="intent" value="publish" disabled={publishing}>
          {publishing ? "Publishing..." : "Publish resource"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
