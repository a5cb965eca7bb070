import type { SubmissionResult } from "@conform-to/react";
import { CheckCircle2, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { FileDropZone } from "~/components/file-drop-zone";
import {
  CheckboxField,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { SubjectSelectField } from "~/components/subject-select";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  CONSENT_TEXT,
  OTHER_SUBJECT,
  SUBMISSION_LEVELS,
  SUBMISSION_MESSAGES,
  SUBMISSION_TERMS,
  SUBMISSION_TYPES,
} from "~/features/submissions/form";
import { listSubmissionSubjects } from "~/features/submissions/subjects.server";
import { handleSubmission, SUBMISSION_CONSTRAINT } from "~/features/submissions/submit.server";
import { HYDRATE } from "~/lib/hydration";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_HINT } from "~/lib/upload-limits";
import { useNativeForm } from "~/lib/use-native-form";
import type { Route } from "./+types/submit";

/** A form-level error in Conform's result shape, for failures the server never answered. */
function failure(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/** Upload progress and the drop zone: the page runs React (ADR 025). */
export const handle = HYDRATE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Submit Resources",
    description:
      "Share notes, guides, practice questions or previous-year papers with other students. Every submission is reviewed before it is published.",
  });

/** The subjects table's subjects of each level the form offers, and each field's constraints. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    subjects: await listSubmissionSubjects(context.db),
    constraint: SUBMISSION_CONSTRAINT,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleSubmission(request, context);
  return data({ result: outcome.result, received: outcome.received }, { status: outcome.status });
}

const RECEIVED_TOAST = {
  title: "Resource Submitted",
  description: "Thank you for your contribution! Our team will review it shortly.",
};

type UploadResponse = { received: boolean; result: SubmissionResult<string[]> };

export default function SubmitResourcePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // With JavaScript the form is sent with XMLHttpRequest, which reports upload progress.
  const [upload, setUpload] = useState<{ percent: number | null } | null>(null);
  const [clientResult, setClientResult] = useState<UploadResponse | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const latest = clientResult ?? (navigation.state === "idle" ? actionData : undefined);
  const submitting = upload !== null || navigation.state === "submitting";

  // Checked in the browser without Zod or Conform's runtime, which stay on the server (ADR 028).
  const form = useNativeForm({
    id: `submit-${resetKey}`,
    lastResult: latest?.result,
    constraint: loaderData.constraint,
    messages: SUBMISSION_MESSAGES,
    maxFileBytes: MAX_UPLOAD_BYTES,
    onValid(event) {
      event.preventDefault();
      const formData = new FormData(event.currentTarget);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", "/resources/submit/upload");
      xhr.responseType = "json";
      xhr.upload.onprogress = (e) =>
        setUpload({ percent: e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : null });
      xhr.onload = () => {
        setUpload(null);
        const body = xhr.response as UploadResponse | null;
        if (body?.result) setClientResult(body);
        else
          setClientResult({
            received: false,
            result: failure("The upload failed. Please try again."),
          });
      };
      xhr.onerror = () => {
        setUpload(null);
        setClientResult({
          received: false,
          result: failure("The upload failed. Check your connection and try again."),
        });
      };
      setUpload({ percent: 0 });
      xhr.send(formData);
    },
  });
  const fields = form.field;

  const received = Boolean(latest?.received);
  useEffect(() => {
    if (received) toast(RECEIVED_TOAST);
  }, [received, latest]);

  if (received) {
    return (
      <Received
        onSubmitAnother={() => {
          setClientResult(null);
          setResetKey((k) => k + 1);
        }}
      />
    );
  }

  const level = form.value("level");

  return (
    <main id="main">
      <PageHeader
        eyebrow="Contribute"
        title="Submit Resources"
        description="Share notes, guides, practice questions or previous-year papers. Every submission is reviewed before it is published."
      />
      <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
        <Card padding="p-5 sm:p-8">
          <Form method="post" encType="multipart/form-data" {...form.form} className="grid gap-6">
            {form.formErrors?.length ? (
              <FormMessage tone="error" id={form.formErrorId}>
                {form.formErrors.join(" ")}
              </FormMessage>
            ) : null}
            <InputField
              meta={fields("title")}
              label="Resource Title"
              placeholder="e.g. Week 1–4 summary"
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <SelectField
                meta={fields("resourceType")}
                label="Resource Type"
                placeholder="Select type"
                options={SUBMISSION_TYPES}
              />
              <SelectField
                meta={fields("level")}
                label="Level"
                placeholder="Select level"
                options={SUBMISSION_LEVELS}
              />
              <SubjectSelectField
                meta={fields("subject")}
                level={level}
                subjects={loaderData.subjects}
                addHref={null}
                extraOptions={[OTHER_SUBJECT]}
              />
              <SelectField
                meta={fields("term")}
                label="Term"
                placeholder="Select term"
                options={SUBMISSION_TERMS}
              />
            </div>
            <TextareaField
              meta={fields("description")}
              label="Description"
              rows={4}
              placeholder="What does it cover, and who is it for?"
            />
            <FileDropZone
              meta={fields("file")}
              label="Upload File (optional)"
              hint={UPLOAD_HINT}
              accept={UPLOAD_ACCEPT}
            />
            <InputField
              meta={fields("link")}
              type="url"
              label="External Link (optional)"
              placeholder="https://"
              hint="A link to the file on a drive, or to a page about it."
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <InputField meta={fields("authorName")} label="Your Name" autoComplete="name" />
              <InputField meta={fields("email")} type="email" label="Email" autoComplete="email" />
            </div>
            <CheckboxField meta={fields("consent")} label={CONSENT_TEXT} />
            {/* Honeypot: invisible to people and skipped by keyboards, filled in by bots. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input type="text" name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            {upload ? (
              <div role="status" className="grid gap-2">
                <span className="text-sm">
                  {upload.percent === null ? "Uploading…" : `Uploading… ${upload.percent}%`}
                </span>
                <progress
                  max={100}
                  value={upload.percent ?? undefined}
                  aria-label="Upload progress"
                  className="h-2 w-full accent-[var(--accent)]"
                />
              </div>
            ) : null}
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

/**
 * The answer to a submission. Its heading takes focus and the page scrolls to the top, so a phone
 * that sent the form from far down shows the result rather than the footer. Without JavaScript
 * the answer is a new page that opens at its top with this card first.
 */
function Received({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <main id="main">
      <div className="mx-auto max-w-xl px-4 pt-24 pb-24 sm:px-6 sm:pt-32">
        <Card
          role="status"
          padding="p-8 sm:p-10"
          className="flex flex-col items-center text-center"
        >
          <CheckCircle2 aria-hidden="true" className="size-12 text-accent" />
          <h1
            ref={headingRef}
            tabIndex={-1}
            id="submission-received"
            className="mt-4 scroll-mt-24 text-2xl font-semibold focus:outline-none"
          >
            Submission Received
          </h1>
          <p className="mt-2 text-muted">{RECEIVED_TOAST.description}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/resources/submit" onClick={onSubmitAnother} className={buttonVariants()}>
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
