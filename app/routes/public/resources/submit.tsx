import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, Upload } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { createSubmission } from "~/features/submissions/mutations.server";
import {
  CONSENT_TEXT,
  SUBMISSION_LEVELS,
  SUBMISSION_SUBJECTS,
  SUBMISSION_TERMS,
  SUBMISSION_TYPES,
  SubmissionFormSchema,
  UPLOAD_ACCEPT,
  UPLOAD_HINT,
} from "~/features/submissions/schema";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/submit";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Submit Resources",
    description:
      "Share notes, guides, practice questions or previous-year papers with other students. Every submission is reviewed before it is published.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SubmissionFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), received: false }, { status: 400 });
  }
  const { file, consent: _consent, ...fields } = submission.value;
  if (file && file.size > 0) {
    // Checked, streamed storage of files comes with the submission pipeline; until then nothing
    // is half-stored and the student is told what to do instead.
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            file: ["File uploads are not open yet. Upload the file to a drive and paste its link."],
          },
        }),
        received: false,
      },
      { status: 422 },
    );
  }
  try {
    await createSubmission(context.db, fields);
  } catch (error) {
    context.logger.error({ err: error }, "failed to store submission");
    return data(
      {
        result: submission.reply({
          formErrors: ["Your submission could not be saved. Please try again in a moment."],
        }),
        received: false,
      },
      { status: 503 },
    );
  }
  return { result: submission.reply({ resetForm: true }), received: true };
}

export default function SubmitResourcePage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(SubmissionFormSchema),
    // Errors appear on submit (validating on blur races a quick tap on Submit), then update
    // as the student types.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubmissionFormSchema }),
  });

  useEffect(() => {
    if (actionData?.received) {
      toast({
        title: "Resource Submitted",
        description: "Thank you for your contribution! Our team will review it shortly.",
      });
    }
  }, [actionData]);

  if (actionData?.received && navigation.state === "idle") {
    return (
      <main id="main">
        <div className="mx-auto max-w-xl px-4 pt-32 pb-24 sm:px-6">
          <Card role="status" className="flex flex-col items-center p-10 text-center">
            <CheckCircle2 aria-hidden="true" className="size-12 text-accent" />
            <h1 className="mt-4 text-2xl font-semibold">Submission Received</h1>
            <p className="mt-2 text-muted">
              Thank you for your contribution! Our team will review it shortly.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/resources/submit" className={buttonVariants()}>
                Submit Another
              </Link>
              <Link to="/" className={buttonVariants({ variant: "outline" })}>
                Return Home
              </Link>
            </div>
          </Card>
        </div>
      </main>
    );
  }

  return (
    <main id="main">
      <PageHeader
        eyebrow="Contribute"
        title="Submit Resources"
        description="Share notes, guides, practice questions or previous-year papers. Every submission is reviewed before it is published."
      />
      <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
        <Card className="p-5 sm:p-8">
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="grid gap-6"
          >
            {form.errors?.length ? (
              <FormMessage tone="error" id={form.errorId}>
                {form.errors.join(" ")}
              </FormMessage>
            ) : null}
            <InputField
              meta={fields.title}
              label="Resource Title"
              placeholder="e.g. Week 1–4 summary"
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <SelectField
                meta={fields.resourceType}
                label="Resource Type"
                placeholder="Select type"
                options={SUBMISSION_TYPES}
              />
              <SelectField
                meta={fields.subject}
                label="Subject"
                placeholder="Select subject"
                options={SUBMISSION_SUBJECTS}
              />
              <SelectField
                meta={fields.level}
                label="Level"
                placeholder="Select level"
                options={SUBMISSION_LEVELS}
              />
              <SelectField
                meta={fields.term}
                label="Term"
                placeholder="Select term"
                options={SUBMISSION_TERMS}
              />
            </div>
            <TextareaField
              meta={fields.description}
              label="Description"
              rows={4}
              placeholder="What does it cover, and who is it for?"
            />
            <InputField
              meta={fields.file}
              type="file"
              label="Upload File (optional)"
              hint={UPLOAD_HINT}
              accept={UPLOAD_ACCEPT}
            />
            <InputField
              meta={fields.link}
              type="url"
              label="External Link (optional)"
              placeholder="https://"
              hint="A link to the file on a drive, or to a page about it."
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <InputField meta={fields.authorName} label="Your Name" autoComplete="name" />
              <InputField meta={fields.email} type="email" label="Email" autoComplete="email" />
            </div>
            <CheckboxField meta={fields.consent} label={CONSENT_TEXT} />
            <Button type="submit" size="lg" disabled={submitting} className="sm:justify-self-start">
              <Upload aria-hidden="true" />
              {submitting ? "Submitting..." : "Submit Resource"}
            </Button>
          </Form>
        </Card>
      </div>
    </main>
  );
}
