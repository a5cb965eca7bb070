import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
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
import { compactControl, smallControl } from "../admin-controls";
import type {
  getAdminPaper,
  listAdminPapers,
  listCourseOptions,
  listCourseQuestions,
  subjectById,
} from "../admin-queries.server";
import {
  EXAM_LABELS,
  EXAM_OPTIONS,
  PAPER_KIND_OPTIONS,
  PaperFields,
  PaperFormSchema,
  STATUS_OPTIONS,
  courseLabel,
} from "../admin-schema";
import { StatusBadge } from "../status-badge";

/** The dialogs live in the URL (ADR 008): ?new=1 (&course=<id>), ?edit=<id>, ?delete=<id>. */
const DIALOG_PARAMS = { new: null, edit: null, delete: null, course: null };
/** The list without its dialog open. */
export const paperListUrl = (url: { pathname: string; search: string }) =>
  withParams(url, DIALOG_PARAMS);

export interface PaperScreenData {
  rows: Awaited<ReturnType<typeof listAdminPapers>>["rows"];
  total: number;
  courses: Awaited<ReturnType<typeof listCourseOptions>>;
  page: number;
  pageSize: number;
  /** Adding a paper: first its course is chosen (`course` null until then). */
  creating: { course: NonNullable<Awaited<ReturnType<typeof subjectById>>> | null } | null;
  editing: NonNullable<Awaited<ReturnType<typeof getAdminPaper>>> | null;
  /** The questions of the paper's course, to put on it. */
  courseQuestions: Awaited<ReturnType<typeof listCourseQuestions>>;
  deleting: { id: string; title: string } | null;
  toast: ToastInput | null;
}

export interface PaperActionData {
  result?: SubmissionResult<string[]>;
  toast: ToastInput | null;
}

const marksText = (n: number) => `${Number(n.toFixed(2))} ${n === 1 ? "mark" : "marks"}`;

export function PaperAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: PaperScreenData;
  actionData: PaperActionData | undefined;
}) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = paperListUrl(location);
  const { editing, deleting, creating, courses } = loaderData;
  const composingCourse = editing
    ? courses.find((c) => c.id === editing.subjectId)
    : creating?.course
      ? courses.find((c) => c.id === creating.course!.id)
      : undefined;
  return (
    <AdminPage
      title="Practice Papers"
      description="Papers students sit as timed mocks: a mock written for the site, or a previous paper transcribed with its session. Compose each from its course's questions."
      addLabel="Add Paper"
    >
      <FilterBar
        searchLabel="Search by title, session or slug"
        filters={[
          {
            name: "in",
            label: "Course",
            allLabel: "All courses",
            options: courses.map((c) => ({ value: c.id, label: c.code ?? c.name })),
          },
          { name: "exam", label: "Exam", allLabel: "All exams", options: EXAM_OPTIONS },
          { name: "status", label: "Status", allLabel: "Any status", options: STATUS_OPTIONS },
        ]}
      />
      <DataTable
        caption="Practice papers"
        columns={[
          {
            header: "Paper",
            cell: (r) => (
              <>
                <span className="block font-medium break-words">{r.title}</span>
                <span className="mt-0.5 block text-xs break-all text-muted">
                  <span className="font-mono">{r.slug}</span>
                  {" · "}
                  {r.courseCode ?? r.courseName}
                </span>
              </>
            ),
          },
          {
            header: "Exam",
            cell: (r) => (
              <>
                <span className="block whitespace-nowrap">{EXAM_LABELS[r.exam]}</span>
                <span className="block text-xs text-muted">
                  {r.kind === "previous" ? r.session : "Mock"}
                </span>
              </>
            ),
          },
          {
            header: "Questions",
            cell: (r) => `${r.questionCount} · ${marksText(r.totalMarks)}`,
            className: "whitespace-nowrap",
          },
          {
            header: "Time",
            cell: (r) => `${r.timeLimitMinutes} min`,
            className: "whitespace-nowrap",
          },
          { header: "Status", cell: (r) => <StatusBadge status={r.status} /> },
        ]}
        rows={loaderData.rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        empty={loaderData.toast ? "Failed to load papers" : "No practice papers found"}
        loading={loading}
      />
      <Pagination page={loaderData.page} total={loaderData.total} pageSize={loaderData.pageSize} />
      {editing || (creating && composingCourse) ? (
        <FormDialog
          title={editing ? "Edit Paper" : "Add Paper"}
          description={composingCourse ? courseLabel(composingCourse) : undefined}
          closeTo={closeTo}
          wide
        >
          <PaperForm
            key={editing?.id ?? `new-${composingCourse!.id}`}
            editing={editing}
            subjectId={composingCourse!.id}
            questions={loaderData.courseQuestions}
            lastResult={actionData?.result}
          />
        </FormDialog>
      ) : creating ? (
        <ChooseCourse courses={courses} closeTo={closeTo} />
      ) : deleting ? (
        <ConfirmDeleteDialog
          message="Delete this paper? Its questions stay in the question bank; attempts students made at it are removed."
          id={deleting.id}
          itemLabel={deleting.title}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

/** Adding a paper, step one: its course (a GET, so it works without JavaScript). */
function ChooseCourse({
  courses,
  closeTo,
}: {
  courses: PaperScreenData["courses"];
  closeTo: string;
}) {
  const location = useLocation();
  const keep = [...new URLSearchParams(location.search)].filter(
    ([name]) => name !== "course" && name !== "new",
  );
  return (
    <FormDialog title="Add Paper" closeTo={closeTo}>
      <Form method="get" preventScrollReset className={dialogFormClass}>
        <DialogBody className="grid content-start gap-4">
          {keep.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="new" value="1" />
          <p>A paper is made of one course&apos;s questions. Which course is it for?</p>
          <div className="grid gap-1.5">
            <label htmlFor="paper-course" className="text-sm font-medium">
              Course
            </label>
            <select id="paper-course" name="course" required className={fieldControlClass}>
              <option value="">Choose the course</option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {courseLabel(c)}
                </option>
              ))}
            </select>
          </div>
        </DialogBody>
        <DialogFooter>
          <Link to={closeTo} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
          <Button type="submit">Continue</Button>
        </DialogFooter>
      </Form>
    </FormDialog>
  );
}

type Editing = NonNullable<PaperScreenData["editing"]>;
type CourseQuestion = PaperScreenData["courseQuestions"][number];
type ItemValue = { questionId?: string; position?: string; marks?: string; remove?: string };
type PaperValues = {
  [K in Exclude<keyof typeof PaperFields.shape, "items" | "add">]?: string;
} & { items?: ItemValue[]; add?: string[] };

function PaperForm({
  editing,
  subjectId,
  questions,
  lastResult,
}: {
  editing: Editing | null;
  subjectId: string;
  questions: CourseQuestion[];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const saving = useSubmittingIntent("save");
  const [form, fields] = useForm<PaperValues, unknown>({
    id: `paper-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(PaperFields),
    defaultValue: editing
      ? {
          id: editing.id,
          subjectId,
          title: editing.title,
          slug: editing.slug,
          kind: editing.kind,
          exam: editing.exam,
          session: editing.session,
          description: editing.description,
          timeLimitMinutes: String(editing.timeLimitMinutes),
          source: editing.source,
          status: editing.status,
          items: editing.questions.map((q, i) => ({
            questionId: q.questionId,
            position: String(i + 1),
            marks: q.marks === null ? "" : String(q.marks),
          })),
        }
      : { subjectId, kind: "mock", exam: "end-term", timeLimitMinutes: "60", status: "draft" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PaperFormSchema }),
  });
  const byId = new Map(questions.map((q) => [q.id, q]));
  const items = fields.items.getFieldList();
  const current = ((form.value?.items ?? []) as ItemValue[]).map((item) => item ?? {});
  const onPaper = new Set(
    items.map((item, i) => current[i]?.questionId ?? item.getFieldset().questionId.initialValue),
  );
  const total = items.reduce((sum, item, i) => {
    const id = current[i]?.questionId ?? String(item.getFieldset().questionId.initialValue ?? "");
    const override = Number(current[i]?.marks ?? item.getFieldset().marks.initialValue);
    return sum + (override > 0 ? override : (byId.get(id)?.marks ?? 0));
  }, 0);
  const [find, setFind] = useState("");
  const addable = questions.filter((q) => !onPaper.has(q.id));
  const match = (q: CourseQuestion) =>
    !find.trim() ||
    `${q.slug} ${q.topic} ${q.stem}`.toLowerCase().includes(find.trim().toLowerCase());
  const addErrors = fields.add.errors;

  return (
    <Form method="post" {...getFormProps(form)} className={dialogFormClass}>
      <DialogBody className="grid content-start gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-4 sm:grid-cols-2">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <input type="hidden" name="subjectId" value={subjectId} />
          {form.errors?.length ? (
            <div className="sm:col-span-2">
              <FormMessage tone="error" id={form.errorId}>
                {form.errors.join(" ")}
              </FormMessage>
            </div>
          ) : null}
          <ErrorList id={fields.subjectId.errorId} errors={fields.subjectId.errors} />
          <InputField meta={fields.title} label="Title" className="sm:col-span-2" />
          <SelectField meta={fields.kind} label="Kind" options={PAPER_KIND_OPTIONS} />
          <SelectField meta={fields.exam} label="Exam" options={EXAM_OPTIONS} />
          <InputField
            meta={fields.session}
            label="Session"
            hint='Required for a previous paper, e.g. "January 2024 FN"'
          />
          <InputField
            meta={fields.timeLimitMinutes}
            label="Time limit (minutes)"
            inputMode="numeric"
            hint="1 to 600"
          />
          <InputField
            meta={fields.slug}
            label="Slug"
            hint="Made from the title when empty"
            autoCapitalize="none"
            spellCheck={false}
          />
          <SelectField
            meta={fields.status}
            label="Status"
            options={STATUS_OPTIONS}
            hint="Published: students can sit it (all its questions must be published)"
          />
          <TextareaField
            meta={fields.description}
            label="Description"
            rows={2}
            className="sm:col-span-2"
          />
          <InputField
            meta={fields.source}
            label="Source"
            className="sm:col-span-2"
            hint='Empty: "Original mock paper" for a mock, or the exam and session of a previous paper'
          />
        </div>

        <div className="grid content-start gap-4">
          <section aria-labelledby="paper-questions-heading" className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id="paper-questions-heading" className="text-base font-semibold">
                Questions on this paper
              </h3>
              <p className="text-sm text-muted" data-testid="paper-totals">
                {items.length} {items.length === 1 ? "question" : "questions"} · {marksText(total)}
              </p>
            </div>
            {items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
                No questions yet: tick some below and save.
              </p>
            ) : (
              <ol className="grid gap-2">
                {items.map((item, index) => {
                  const f = item.getFieldset();
                  const id = String(current[index]?.questionId ?? f.questionId.initialValue ?? "");
                  const q = byId.get(id);
                  const label = q?.slug ?? "A question of another course";
                  return (
                    <li
                      key={item.key}
                      className="grid gap-2 rounded-lg border border-border bg-background p-3"
                    >
                      <input type="hidden" name={f.questionId.name} value={id} />
                      <div className="min-w-0">
                        <p className="font-mono text-xs break-all text-muted">
                          {label}
                          {q && q.status !== "published" ? (
                            <span className="ml-2 rounded-full border border-border px-2 text-[0.7rem]">
                              Draft
                            </span>
                          ) : null}
                        </p>
                        <p className="line-clamp-2 text-sm break-words">{q?.stem}</p>
                      </div>
                      <div className="flex flex-wrap items-end gap-3">
                        <div className="grid gap-1">
                          <label
                            htmlFor={`${f.position.id}-${index}`}
                            className="text-xs font-medium"
                          >
                            Position
                          </label>
                          <input
                            // Renumbered after a move; typing another number reorders on save.
                            key={`${item.key}-${index}`}
                            id={`${f.position.id}-${index}`}
                            name={f.position.name}
                            inputMode="numeric"
                            defaultValue={String(index + 1)}
                            className={`${compactControl} w-20`}
                          />
                        </div>
                        <div className="grid gap-1">
                          <label htmlFor={f.marks.id} className="text-xs font-medium">
                            Marks (own: {q ? q.marks : "?"})
                          </label>
                          <input
                            {...getInputProps(f.marks, { type: "text" })}
                            key={f.marks.key}
                            inputMode="decimal"
                            placeholder={q ? String(q.marks) : ""}
                            className={`${compactControl} w-24`}
                          />
                        </div>
                        <div className="ml-auto flex">
                          <button
                            {...form.reorder.getButtonProps({
                              name: fields.items.name,
                              from: index,
                              to: index - 1,
                            })}
                            disabled={index === 0}
                            aria-label={`Move ${label} up`}
                            className="grid size-11 place-items-center rounded-lg hover:bg-accent-soft disabled:opacity-40"
                          >
                            <ArrowUp aria-hidden="true" className="size-4" />
                          </button>
                          <button
                            {...form.reorder.getButtonProps({
                              name: fields.items.name,
                              from: index,
                              to: index + 1,
                            })}
                            disabled={index === items.length - 1}
                            aria-label={`Move ${label} down`}
                            className="grid size-11 place-items-center rounded-lg hover:bg-accent-soft disabled:opacity-40"
                          >
                            <ArrowDown aria-hidden="true" className="size-4" />
                          </button>
                          <button
                            {...form.remove.getButtonProps({ name: fields.items.name, index })}
                            aria-label={`Take ${label} off the paper`}
                            className="grid size-11 place-items-center rounded-lg text-danger hover:bg-accent-soft"
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </button>
                        </div>
                      </div>
                      <ErrorList id={f.marks.errorId} errors={f.marks.errors} />
                    </li>
                  );
                })}
              </ol>
            )}
          </section>

          <fieldset className="grid gap-3 rounded-xl border border-border p-4">
            <legend className="px-1 text-sm font-medium">Add questions of this course</legend>
            <div className="grid gap-1">
              <label htmlFor="paper-find" className="text-xs font-medium">
                Find questions
              </label>
              <input
                id="paper-find"
                type="search"
                value={find}
                onChange={(event) => setFind(event.currentTarget.value)}
                placeholder="Words of the question, topic or slug"
                className={smallControl}
              />
            </div>
            {addable.length === 0 ? (
              <p className="text-sm text-muted">Every question of this course is on the paper.</p>
            ) : (
              <ul className="grid max-h-72 gap-1 overflow-y-auto pr-1">
                {addable.map((q) => (
                  <li key={q.id} hidden={!match(q)}>
                    <label className="flex items-start gap-3 rounded-lg p-2 hover:bg-accent-soft">
                      <input
                        type="checkbox"
                        name="add"
                        value={q.id}
                        className="mt-1 size-4 shrink-0 accent-[var(--accent)]"
                      />
                      <span className="min-w-0 text-sm">
                        <span className="line-clamp-2 break-words">{q.stem}</span>
                        <span className="block text-xs text-muted">
                          {EXAM_LABELS[q.exam]} · {q.topic} · {marksText(q.marks)}
                          {q.status !== "published" ? " · Draft" : ""}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <ErrorList id={fields.add.errorId} errors={addErrors} />
            <p className="text-xs text-muted">
              Ticked questions go at the end of the paper when you save.
            </p>
          </fieldset>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Paper" : "Add Paper"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
