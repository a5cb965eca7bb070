import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ImagePlus, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import { FileDropZone } from "~/components/file-drop-zone";
import {
  ErrorList,
  fieldControlClass,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import { withParams } from "~/lib/list-url";
import type { ToastInput } from "~/lib/toast";
import { markdownControl } from "../admin-controls";
import type {
  getAdminQuestion,
  listAdminQuestions,
  listCourseOptions,
} from "../admin-queries.server";
import {
  answerFields,
  DIFFICULTY_LABELS,
  DIFFICULTY_OPTIONS,
  EXAM_LABELS,
  EXAM_OPTIONS,
  MAX_OPTIONS,
  onPaperMessage,
  QUESTION_KIND_LABELS,
  QUESTION_KIND_OPTIONS,
  QuestionFields,
  QuestionFormSchema,
  STATUS_OPTIONS,
  courseLabel,
} from "../admin-schema";
import { optionLetter } from "../marking";
import { ORIGINAL_SOURCE } from "../question-schema";
import { StatusBadge } from "../status-badge";

/** The dialogs of this screen live in the URL (ADR 008): ?new=1, ?edit=<id>, ?delete=<id>. */
const DIALOG_PARAMS = { new: null, edit: null, delete: null };
/** The list without its dialog open. */
export const questionListUrl = (url: { pathname: string; search: string }) =>
  withParams(url, DIALOG_PARAMS);

export interface QuestionScreenData {
  rows: Awaited<ReturnType<typeof listAdminQuestions>>["rows"];
  total: number;
  courses: Awaited<ReturnType<typeof listCourseOptions>>;
  page: number;
  pageSize: number;
  creating: boolean;
  editing: NonNullable<Awaited<ReturnType<typeof getAdminQuestion>>> | null;
  /** The question to delete, and the papers that hold it (a question on a paper is kept). */
  deleting: { id: string; slug: string; papers: string[] } | null;
  toast: ToastInput | null;
}

/** What the action answers: a save's result, a preview, an uploaded image's Markdown, a toast. */
export interface QuestionActionData {
  result?: SubmissionResult<string[]>;
  preview?: QuestionPreview | null;
  uploaded?: { markdown: string } | null;
  uploadError?: string | null;
  toast: ToastInput | null;
}

/** The stem, options and solution as the public page renders them. */
export interface QuestionPreview {
  stem: string;
  options: string[];
  solution: string;
}

export function QuestionAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: QuestionScreenData;
  actionData: QuestionActionData | undefined;
}) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = questionListUrl(location);
  const { editing, deleting, creating, courses } = loaderData;
  const params = new URLSearchParams(location.search);
  const filtered = ["q", "course", "exam", "kind", "status", "difficulty"].some((n) =>
    params.get(n),
  );
  return (
    <AdminPage
      title="Practice Questions"
      description="Questions students practise on their course's practice area, with their worked solutions. Stems, options and solutions are Markdown with LaTeX: $x^2$ inline, $$…$$ on a line of its own."
      addLabel="Add Question"
    >
      <FilterBar
        searchLabel="Search by question, topic or slug"
        filters={[
          {
            name: "course",
            label: "Course",
            allLabel: "All courses",
            options: courses.map((c) => ({ value: c.id, label: c.code ?? c.name })),
          },
          { name: "exam", label: "Exam", allLabel: "All exams", options: EXAM_OPTIONS },
          { name: "kind", label: "Kind", allLabel: "All kinds", options: QUESTION_KIND_OPTIONS },
          { name: "status", label: "Status", allLabel: "Any status", options: STATUS_OPTIONS },
          {
            name: "difficulty",
            label: "Difficulty",
            allLabel: "Any difficulty",
            options: DIFFICULTY_OPTIONS,
          },
        ]}
      />
      <DataTable
        caption="Practice questions"
        columns={[
          {
            header: "Question",
            cell: (r) => (
              <>
                <span className="line-clamp-2 font-medium break-words">{r.stem}</span>
                <span className="mt-0.5 block text-xs break-all text-muted">
                  <span className="font-mono">{r.slug}</span>
                  {" · "}
                  {r.courseCode ?? r.courseName}
                </span>
              </>
            ),
            wide: true,
          },
          {
            header: "Exam · topic",
            cell: (r) => (
              <>
                <span className="block whitespace-nowrap">{EXAM_LABELS[r.exam]}</span>
                <span className="block text-xs text-muted">{r.topic}</span>
              </>
            ),
          },
          { header: "Kind", cell: (r) => QUESTION_KIND_LABELS[r.kind] },
          {
            header: "Level",
            cell: (r) =>
              `${DIFFICULTY_LABELS[r.difficulty]}, ${r.marks} ${r.marks === 1 ? "mark" : "marks"}`,
          },
          {
            header: "Status",
            cell: (r) => (
              <>
                <StatusBadge status={r.status} />
                {r.papers > 0 ? (
                  <span className="mt-1 block text-xs whitespace-nowrap text-muted">
                    On {r.papers} {r.papers === 1 ? "paper" : "papers"}
                  </span>
                ) : null}
              </>
            ),
          },
        ]}
        rows={loaderData.rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.slug}
        empty={
          loaderData.toast
            ? "Failed to load questions"
            : filtered
              ? "No questions match these filters"
              : "No practice questions yet"
        }
        loading={loading}
      />
      <Pagination page={loaderData.page} total={loaderData.total} pageSize={loaderData.pageSize} />
      {creating || editing ? (
        <FormDialog title={editing ? "Edit Question" : "Add Question"} closeTo={closeTo} wide>
          <QuestionForm
            key={editing?.id ?? "new"}
            editing={editing}
            courses={courses}
            defaultCourse={params.get("course") ?? ""}
            lastResult={actionData?.result}
            serverPreview={actionData?.preview ?? null}
            uploaded={actionData?.uploaded ?? null}
            uploadError={actionData?.uploadError ?? null}
          />
        </FormDialog>
      ) : deleting && deleting.papers.length > 0 ? (
        <FormDialog title="This question is on a paper" closeTo={closeTo}>
          <DialogBody>
            <p>{onPaperMessage(deleting.papers)}</p>
            <p className="mt-2 font-mono text-sm break-all text-muted">{deleting.slug}</p>
          </DialogBody>
          <DialogFooter>
            <Link
              to={closeTo}
              preventScrollReset
              className={buttonVariants({ variant: "outline" })}
            >
              Close
            </Link>
            <Link to="/admin/papers" className={buttonVariants()}>
              Open the papers
            </Link>
          </DialogFooter>
        </FormDialog>
      ) : deleting ? (
        <ConfirmDeleteDialog
          message="Are you sure you want to delete this question? Students can no longer practise it."
          id={deleting.id}
          itemLabel={deleting.slug}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

const noSubscription = () => () => {};
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Editing = NonNullable<QuestionScreenData["editing"]>;
/** What the form holds: every field as posted text, the options and correct marks as lists. */
type FieldValues = {
  [K in Exclude<keyof z.input<typeof QuestionFields>, "options" | "correct">]?: string;
} & { options?: string[]; correct?: string[] };

function QuestionForm({
  editing,
  courses,
  defaultCourse,
  lastResult,
  serverPreview,
  uploaded,
  uploadError,
}: {
  editing: Editing | null;
  courses: QuestionScreenData["courses"];
  defaultCourse: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  serverPreview: QuestionPreview | null;
  uploaded: { markdown: string } | null;
  uploadError: string | null;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const saving = useSubmittingIntent("save");
  const [form, fields] = useForm<FieldValues, unknown>({
    id: `question-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(QuestionFields),
    defaultValue: editing
      ? {
          id: editing.id,
          subjectId: editing.subjectId,
          slug: editing.slug,
          kind: editing.kind,
          exam: editing.exam,
          topic: editing.topic,
          difficulty: editing.difficulty,
          marks: String(editing.marks),
          stem: editing.stem,
          options: editing.options.length ? editing.options : ["", ""],
          solution: editing.solution,
          source: editing.source,
          status: editing.status,
          ...answerFields(editing.kind, editing.answer),
        }
      : {
          subjectId: courses.some((c) => c.id === defaultCourse) ? defaultCourse : "",
          kind: "single",
          exam: "quiz-1",
          difficulty: "medium",
          marks: "1",
          options: ["", "", "", ""],
          source: ORIGINAL_SOURCE,
          status: "draft",
          numericMode: "value",
        },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuestionFormSchema }),
  });
  const value = (form.value ?? {}) as Record<string, unknown>;
  const kind = String(value.kind ?? fields.kind.initialValue ?? "single");
  const numericMode = String(value.numericMode ?? fields.numericMode.initialValue ?? "value");
  const options = fields.options.getFieldList();
  const shows = (kinds: string[]) => !hydrated || kinds.includes(kind);

  // The preview: rendered on the server by the public page's code, a moment after typing stops.
  const preview = useFetcher<{ preview?: QuestionPreview | null }>();
  const stem = String(value.stem ?? "");
  const solution = String(value.solution ?? "");
  const optionTexts = Array.isArray(value.options) ? (value.options as unknown[]).map(String) : [];
  const previewKey = JSON.stringify([stem, solution, optionTexts]);
  const previewRequest = () => {
    const body = new FormData();
    body.set("intent", "preview");
    body.set("stem", stem);
    body.set("solution", solution);
    optionTexts.forEach((text, i) => body.set(`options[${i}]`, text === "undefined" ? "" : text));
    void preview.submit(body, { method: "post" });
  };
  useEffect(() => {
    if (!hydrated || (!stem.trim() && !solution.trim())) return;
    const timer = setTimeout(previewRequest, 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are the dependency
  }, [previewKey, hydrated]);
  const shown = preview.data?.preview ?? serverPreview;
  const courseOptions = courses.map((c) => ({ value: c.id, label: courseLabel(c) }));
  const showOptions = shows(["single", "multiple"]);
  const correct = fields.correct.initialValue;
  const correctList = (Array.isArray(correct) ? correct : correct ? [correct] : []).map(String);

  return (
    <>
      <Form method="post" {...getFormProps(form)} className={dialogFormClass}>
        <DialogBody className="grid content-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-4 sm:grid-cols-2">
            {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
            {form.errors?.length ? (
              <div className="sm:col-span-2">
                <FormMessage tone="error" id={form.errorId}>
                  {form.errors.join(" ")}
                </FormMessage>
              </div>
            ) : null}
            <SelectField
              meta={fields.subjectId}
              label="Course"
              options={courseOptions}
              placeholder="Choose the course"
              className="sm:col-span-2"
            />
            <SelectField meta={fields.kind} label="Kind" options={QUESTION_KIND_OPTIONS} />
            <SelectField meta={fields.exam} label="Exam" options={EXAM_OPTIONS} />
            <TextareaField
              meta={fields.stem}
              label="Question (Markdown and LaTeX)"
              rows={7}
              className="sm:col-span-2 [&_textarea]:font-mono [&_textarea]:text-sm"
              hint="$\frac{a}{b}$ inline; $$ … $$ on lines of their own for display maths; tables and code blocks work."
            />
            <ImageUpload uploaded={uploaded} uploadError={uploadError} />

            {showOptions ? (
              <fieldset className="grid gap-3 rounded-xl border border-border p-4 sm:col-span-2">
                <legend className="px-1 text-sm font-medium">
                  Options{hydrated ? "" : " (one or several correct options)"}
                </legend>
                <p id="correct-hint" className="text-sm text-muted">
                  Tick the correct option{kind === "multiple" || !hydrated ? "s" : ""}. Each option
                  is Markdown with maths.
                </p>
                <ol className="grid gap-3">
                  {options.map((option, index) => (
                    <li key={option.key} className="grid gap-1.5">
                      <div className="flex items-center justify-between gap-3">
                        <label htmlFor={option.id} className="text-sm font-medium">
                          Option {optionLetter(index)}
                        </label>
                        <div className="flex items-center gap-1">
                          <label className="inline-flex min-h-11 items-center gap-2 px-2 text-sm">
                            <input
                              type="checkbox"
                              name={fields.correct.name}
                              value={String(index)}
                              defaultChecked={correctList.includes(String(index))}
                              aria-describedby="correct-hint"
                              className="size-4 accent-[var(--accent)]"
                            />
                            Correct
                          </label>
                          <button
                            {...form.remove.getButtonProps({ name: fields.options.name, index })}
                            aria-label={`Remove option ${optionLetter(index)}`}
                            disabled={options.length <= 2}
                            className="grid size-11 place-items-center rounded-lg text-danger hover:bg-accent-soft disabled:opacity-40"
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </button>
                        </div>
                      </div>
                      <textarea
                        {...getTextareaProps(option)}
                        key={option.key}
                        rows={2}
                        className={markdownControl}
                      />
                      <ErrorList id={option.errorId} errors={option.errors} />
                    </li>
                  ))}
                </ol>
                <ErrorList id={fields.options.errorId} errors={fields.options.errors} />
                <ErrorList id={fields.correct.errorId} errors={fields.correct.errors} />
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    {...form.insert.getButtonProps({ name: fields.options.name, defaultValue: "" })}
                    disabled={options.length >= MAX_OPTIONS}
                  >
                    <Plus aria-hidden="true" />
                    Add an option
                  </Button>
                </div>
              </fieldset>
            ) : null}

            {shows(["numeric"]) ? (
              <fieldset className="grid gap-3 rounded-xl border border-border p-4 sm:col-span-2 sm:grid-cols-2">
                <legend className="px-1 text-sm font-medium">Numeric answer</legend>
                <SelectField
                  meta={fields.numericMode}
                  label="Accept"
                  options={[
                    { value: "value", label: "A value, within a tolerance" },
                    { value: "range", label: "Any number in a range" },
                  ]}
                  className="sm:col-span-2"
                />
                {!hydrated || numericMode === "value" ? (
                  <>
                    <InputField meta={fields.value} label="Answer" inputMode="decimal" />
                    <InputField
                      meta={fields.tolerance}
                      label="Tolerance (±)"
                      inputMode="decimal"
                      hint="0 for exactly this value"
                    />
                  </>
                ) : null}
                {!hydrated || numericMode === "range" ? (
                  <>
                    <InputField meta={fields.min} label="Lowest accepted" inputMode="decimal" />
                    <InputField meta={fields.max} label="Highest accepted" inputMode="decimal" />
                  </>
                ) : null}
              </fieldset>
            ) : null}

            {shows(["text"]) ? (
              <TextareaField
                meta={fields.accepted}
                label="Accepted answers (text answer)"
                rows={3}
                className="sm:col-span-2"
                hint="One a line. Compared without case and extra spaces."
              />
            ) : null}

            <TextareaField
              meta={fields.solution}
              label="Worked solution (Markdown and LaTeX)"
              rows={7}
              className="sm:col-span-2 [&_textarea]:font-mono [&_textarea]:text-sm"
            />
            <InputField meta={fields.topic} label="Topic" hint="e.g. Mean and median" />
            <SelectField meta={fields.difficulty} label="Difficulty" options={DIFFICULTY_OPTIONS} />
            <InputField meta={fields.marks} label="Marks" inputMode="decimal" />
            <InputField
              meta={fields.slug}
              label="Slug"
              hint="Its web address; made from the first words of the question when empty"
              autoCapitalize="none"
              spellCheck={false}
            />
            <InputField
              meta={fields.source}
              label="Source"
              className="sm:col-span-2"
              hint={`"${ORIGINAL_SOURCE}", or the paper it comes from, e.g. "End Term, January 2024 FN"`}
            />
            <SelectField
              meta={fields.status}
              label="Status"
              options={STATUS_OPTIONS}
              hint="Published questions appear on the course's practice area and in the search"
            />
          </div>

          <section
            aria-labelledby="question-preview-heading"
            className="grid content-start gap-2 lg:sticky lg:top-0 lg:self-start"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id="question-preview-heading" className="text-sm font-medium">
                Preview
              </h3>
              <Button
                type="submit"
                name="intent"
                value="preview"
                variant="outline"
                size="sm"
                formNoValidate
                onClick={(event) => {
                  // With JavaScript the preview follows the typing; the button refreshes it now.
                  event.preventDefault();
                  previewRequest();
                }}
              >
                Preview
              </Button>
            </div>
            <div
              data-testid="question-preview"
              aria-live="polite"
              // It scrolls: reachable from the keyboard, named by its heading.
              tabIndex={0}
              role="region"
              aria-labelledby="question-preview-heading"
              className="post-body max-h-[60dvh] min-h-40 overflow-y-auto rounded-lg border border-border bg-background p-4 text-sm"
            >
              {shown ? (
                <>
                  <div dangerouslySetInnerHTML={{ __html: shown.stem }} />
                  {shown.options.length > 0 && (kind === "single" || kind === "multiple") ? (
                    <ol className="mt-3 grid list-none gap-1.5 p-0">
                      {shown.options.map((html, i) => (
                        <li key={i} className="flex gap-2">
                          <span className="font-medium">{optionLetter(i)}.</span>
                          <span dangerouslySetInnerHTML={{ __html: html }} />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  <h4 className="mt-4 text-sm font-semibold">Worked solution</h4>
                  <div dangerouslySetInnerHTML={{ __html: shown.solution }} />
                </>
              ) : (
                <p className="text-muted">
                  The question, its options and its solution as students will see them.
                </p>
              )}
            </div>
          </section>
        </DialogBody>
        <DialogFooter>
          <Button type="submit" name="intent" value="save" disabled={saving}>
            {saving ? "Saving..." : editing ? "Update Question" : "Add Question"}
          </Button>
        </DialogFooter>
      </Form>
      {/* The image upload's own form: its fields sit in the question form's layout (form=). */}
      <form id={IMAGE_FORM} method="post" encType="multipart/form-data" hidden />
    </>
  );
}

const IMAGE_FORM = "question-image-form";
/** The image's file field, posted by its own form (the question's form holds it). */
const IMAGE_FILE = {
  id: "question-image",
  name: "image",
  formId: IMAGE_FORM,
  errorId: "question-image-error",
  descriptionId: "question-image-hint",
};

/**
 * Uploads an image and gives its Markdown. With JavaScript it is inserted into the question at
 * the cursor; without, the page shows the line to paste.
 */
function ImageUpload({
  uploaded,
  uploadError,
}: {
  uploaded: { markdown: string } | null;
  uploadError: string | null;
}) {
  const fetcher = useFetcher<QuestionActionData>();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  // With JavaScript an uploaded image's Markdown goes straight into the question (the effect).
  const inserted = fetcher.data?.uploaded?.markdown ?? null;
  const result = fetcher.data ?? { uploaded, uploadError };
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const markdown = fetcher.data?.uploaded?.markdown;
    if (!markdown) return;
    const stem = document.querySelector<HTMLTextAreaElement>('textarea[name="stem"]');
    if (!stem) return;
    const at = stem.selectionEnd ?? stem.value.length;
    const before = stem.value.slice(0, at);
    const text = `${before && !before.endsWith("\n") ? "\n\n" : ""}${markdown}\n`;
    stem.setRangeText(text, at, at, "end");
    stem.dispatchEvent(new Event("input", { bubbles: true }));
    if (fileRef.current) {
      fileRef.current.value = "";
      // The drop zone shows the chosen file until its input says it changed.
      fileRef.current.dispatchEvent(new Event("change", { bubbles: true }));
    }
    if (altRef.current) altRef.current.value = "";
  }, [fetcher.data]);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Image</legend>
      <FileDropZone
        ref={fileRef}
        meta={IMAGE_FILE}
        label="Image file"
        accept="image/jpeg,image/png"
        hint="JPG or PNG, up to 5MB. Its Markdown is added to the question; move it where it belongs."
      />
      <div className="grid content-start gap-1.5">
        <label htmlFor="question-image-alt" className="text-sm font-medium">
          What it shows (alt text)
        </label>
        <input
          ref={altRef}
          id="question-image-alt"
          name="alt"
          form={IMAGE_FORM}
          maxLength={200}
          className={fieldControlClass}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          type="submit"
          form={IMAGE_FORM}
          name="intent"
          value="upload-image"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            const body = new FormData();
            body.set("intent", "upload-image");
            body.set("alt", altRef.current?.value ?? "");
            const file = fileRef.current?.files?.[0];
            if (file) body.set("image", file);
            void fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
          }}
        >
          <ImagePlus aria-hidden="true" />
          {busy ? "Uploading..." : "Upload image"}
        </Button>
        <p role="status" className="text-sm">
          {result.uploadError ? (
            <span className="text-danger">{result.uploadError}</span>
          ) : inserted ? (
            "Image uploaded and added to the question."
          ) : null}
        </p>
      </div>
      {result.uploaded && !inserted ? (
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor="question-image-markdown" className="text-sm font-medium">
            Uploaded: paste this line into the question or the solution
          </label>
          <input
            id="question-image-markdown"
            readOnly
            value={result.uploaded.markdown}
            className={markdownControl}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
