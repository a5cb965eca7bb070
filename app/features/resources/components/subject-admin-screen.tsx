import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { GitMerge } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination, RowAction } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import {
  fieldControlClass,
  FieldShell,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { LinkTabs } from "~/components/link-tabs";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import { withParams } from "~/lib/list-url";
import type { ToastInput } from "~/lib/toast";
import {
  LEVEL_OPTIONS,
  SUBJECT_DELETE_NOTICE,
  SubjectFormFields,
  SubjectFormSchema,
  TRACK_OPTIONS,
  type AdminLevel,
} from "../schema";
import type {
  getAdminSubject,
  listAdminSubjects,
  listMergeTargets,
} from "../subject-queries.server";
import {
  describeSubjectUsage,
  hasPractice,
  isSubjectUsed,
  subjectUsageAdvice,
} from "../subject-usage";
import { slugFromName, TERM_LABELS, TERMS } from "../subjects";

/** The dialogs of this screen live in the URL (ADR 008): ?new=1, ?edit=, ?delete=, ?merge=&into=. */
export const SUBJECT_DIALOG_PARAMS = {
  new: null,
  edit: null,
  delete: null,
  merge: null,
  into: null,
};
/** The list without its dialog open. */
export const subjectListUrl = (url: { pathname: string; search: string }) =>
  withParams(url, SUBJECT_DIALOG_PARAMS);

const TERM_OPTIONS = TERMS.map((value) => ({ value, label: TERM_LABELS[value] }));

type AdminSubject = NonNullable<Awaited<ReturnType<typeof getAdminSubject>>>;
type MergeTarget = Awaited<ReturnType<typeof listMergeTargets>>[number];

export interface SubjectScreenData {
  rows: Awaited<ReturnType<typeof listAdminSubjects>>["rows"];
  total: number;
  level: AdminLevel;
  page: number;
  pageSize: number;
  creating: boolean;
  editing: AdminSubject | null;
  deleting: AdminSubject | null;
  /** Merging a subject into another of its level: the subject, where it may go, where it goes. */
  merging: { subject: AdminSubject; targets: MergeTarget[]; into: MergeTarget | null } | null;
  toast: ToastInput | null;
}

export interface SubjectActionData {
  result: SubmissionResult<string[]> | undefined;
  toast: ToastInput | null;
}

const plural = (n: number, noun: string) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? noun : `${noun}s`}`;

export function SubjectAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: SubjectScreenData;
  actionData: SubjectActionData | undefined;
}) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = subjectListUrl(location);
  const { level, editing, deleting, merging, creating } = loaderData;
  const levelLabel = LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? level;
  return (
    <AdminPage title="Subjects" addLabel="Add Subject">
      <LinkTabs
        label="Level"
        activeId={level}
        tabs={LEVEL_OPTIONS.map((o) => ({ id: o.value, label: o.label, to: `?level=${o.value}` }))}
      />
      <FilterBar searchLabel="Search subjects" filters={[]} />
      <DataTable
        caption={`${levelLabel} subjects`}
        columns={[
          {
            header: "Subject Name",
            cell: (r) => (
              <>
                <span className="block font-medium">{r.name}</span>
                <span className="mt-0.5 block text-xs break-all text-muted">
                  <span className="font-mono">{r.slug}</span>
                  {" · "}
                  {r.term ? TERM_LABELS[r.term] : "Every term"}
                </span>
              </>
            ),
          },
          { header: "Short Name", cell: (r) => r.shortName || "—" },
          {
            header: "Code",
            cell: (r) => (r.code ? <span className="font-mono">{r.code}</span> : "—"),
          },
          { header: "Resources", cell: (r) => r.resources.toLocaleString("en-IN") },
        ]}
        rows={loaderData.rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        rowActions={(r) => (
          <RowAction
            to={withParams(location, { ...SUBJECT_DIALOG_PARAMS, merge: r.id })}
            label={`Merge ${r.name}`}
            text="Merge"
            icon={GitMerge}
          />
        )}
        empty={loaderData.toast ? "Failed to load subjects" : "No subjects found"}
        loading={loading}
      />
      <Pagination page={loaderData.page} total={loaderData.total} pageSize={loaderData.pageSize} />
      {creating || editing ? (
        <FormDialog title={editing ? "Edit Subject" : "Add Subject"} closeTo={closeTo}>
          <SubjectForm
            key={editing?.id ?? "new"}
            level={level}
            editing={editing}
            lastResult={actionData?.result}
          />
        </FormDialog>
      ) : merging ? (
        <MergeDialog merging={merging} closeTo={closeTo} />
      ) : deleting && !isSubjectUsed(deleting.usage) ? (
        <ConfirmDeleteDialog
          message={`Are you sure you want to delete the subject "${deleting.name}"? This will NOT delete related resources.`}
          id={deleting.id}
          closeTo={closeTo}
        />
      ) : deleting ? (
        <FormDialog title={SUBJECT_DELETE_NOTICE.title} closeTo={closeTo}>
          <DialogBody>
            <p>{SUBJECT_DELETE_NOTICE.description}</p>
            <p className="mt-3 text-sm text-muted">
              {describeSubjectUsage(deleting.name, deleting.usage)}{" "}
              {subjectUsageAdvice(deleting.usage)}
            </p>
          </DialogBody>
          <DialogFooter>
            <Link
              to={closeTo}
              preventScrollReset
              className={buttonVariants({
                variant: hasPractice(deleting.usage) ? "primary" : "outline",
              })}
            >
              {hasPractice(deleting.usage) ? "Close" : "Cancel"}
            </Link>
            {hasPractice(deleting.usage) ? null : (
              <Link
                to={withParams(location, { ...SUBJECT_DIALOG_PARAMS, merge: deleting.id })}
                preventScrollReset
                className={buttonVariants()}
              >
                <GitMerge aria-hidden="true" />
                Merge instead
              </Link>
            )}
          </DialogFooter>
        </FormDialog>
      ) : null}
    </AdminPage>
  );
}

const levelName = (level: string) => LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? level;

type Merging = NonNullable<SubjectScreenData["merging"]>;

/**
 * Merge, in two steps that both work without JavaScript: pick the subject to merge into (a GET
 * that puts ?into= in the URL), then confirm a sentence naming both, which posts the merge.
 */
function MergeDialog({ merging, closeTo }: { merging: Merging; closeTo: string }) {
  const location = useLocation();
  const busy = useSubmittingIntent("merge");
  const { subject, targets, into } = merging;
  const keep = [...new URLSearchParams(location.search)].filter(
    ([name]) => name !== "into" && name !== "merge",
  );
  return (
    <FormDialog title="Merge Subject" closeTo={closeTo}>
      {into ? (
        <Form method="post" className={dialogFormClass}>
          <DialogBody>
            <p>
              Merge “<strong>{subject.name}</strong>” ({subject.slug}) into “
              <strong>{into.name}</strong>” ({into.slug})?
            </p>
            <p className="mt-3 text-sm text-muted">
              {subject.resources > 0
                ? `Its ${plural(subject.resources, "resource")} ${subject.resources === 1 ? "moves" : "move"} to “${into.name}”, `
                : "It has no resources; "}
              and “{subject.name}” is removed. Links to its pages ({subject.slug}) lead to “
              {into.name}” from then on. This cannot be undone.
            </p>
            <input type="hidden" name="id" value={subject.id} />
            <input type="hidden" name="into" value={into.id} />
          </DialogBody>
          <DialogFooter>
            <Link
              to={withParams(location, { into: null })}
              preventScrollReset
              className={buttonVariants({ variant: "outline" })}
            >
              Back
            </Link>
            <Button type="submit" name="intent" value="merge" disabled={busy}>
              {busy ? "Merging..." : `Merge into ${into.name}`}
            </Button>
          </DialogFooter>
        </Form>
      ) : targets.length === 0 || hasPractice(subject.usage) ? (
        <>
          <DialogBody>
            <p>
              {hasPractice(subject.usage)
                ? `${describeSubjectUsage(subject.name, subject.usage)} ${subjectUsageAdvice(subject.usage)}`
                : `“${subject.name}” is the only ${levelName(subject.level)} subject: there is nothing to merge it into.`}
            </p>
          </DialogBody>
          <DialogFooter>
            <Link
              to={closeTo}
              preventScrollReset
              className={buttonVariants({ variant: "outline" })}
            >
              Close
            </Link>
          </DialogFooter>
        </>
      ) : (
        <Form method="get" preventScrollReset className={dialogFormClass}>
          <DialogBody className="grid content-start gap-4">
            {keep.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="merge" value={subject.id} />
            <p>
              Move every resource of “<strong>{subject.name}</strong>” ({subject.slug},{" "}
              {plural(subject.resources, "resource")}) to another {levelName(subject.level)}{" "}
              subject, then remove “{subject.name}”.
            </p>
            <div className="grid gap-1.5">
              <label htmlFor="merge-into" className="text-sm font-medium">
                Merge into
              </label>
              <select id="merge-into" name="into" required className={fieldControlClass}>
                <option value="">Select subject</option>
                {targets.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.slug})
                  </option>
                ))}
              </select>
            </div>
          </DialogBody>
          <DialogFooter>
            <Link
              to={closeTo}
              preventScrollReset
              className={buttonVariants({ variant: "outline" })}
            >
              Cancel
            </Link>
            <Button type="submit">Continue</Button>
          </DialogFooter>
        </Form>
      )}
    </FormDialog>
  );
}

function SubjectForm({
  level,
  editing,
  lastResult,
}: {
  level: string;
  editing: SubjectScreenData["editing"];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const saving = useSubmittingIntent("save");
  const [form, fields] = useForm({
    id: `subject-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    // Constraints come from the fields: Conform cannot read them through the transform.
    constraint: getZodConstraint(SubjectFormFields),
    defaultValue: editing
      ? {
          name: editing.name,
          shortName: editing.shortName,
          shorthand: editing.shorthand.join(", "),
          slug: editing.slug,
          level: editing.level,
          code: editing.code ?? "",
          credits: editing.credits === null ? "" : String(editing.credits),
          track: editing.track ?? "",
          gradingId: editing.gradingId ?? "",
          source: editing.source,
          term: editing.term ?? "",
          description: editing.description,
          folderUrl: editing.folderUrl ?? "",
        }
      : { level },
    // As on every form: a field is first checked when left, then again at each keystroke,
    // so its message goes as soon as it is right (after a failed save too).
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubjectFormSchema }),
  });
  // Adding: the slug follows the name until the admin edits it. Editing: it stays as it was.
  const [slug, setSlug] = useState(String(fields.slug.initialValue ?? ""));
  const [slugEdited, setSlugEdited] = useState(Boolean(editing) || Boolean(slug));
  const {
    key: slugKey,
    defaultValue: _ignored,
    ...slugProps
  } = getInputProps(fields.slug, {
    type: "text",
    ariaDescribedBy: fields.slug.descriptionId,
  });
  const lockedLevel = editing?.level ?? level;
  return (
    <Form method="post" {...getFormProps(form)} className={dialogFormClass}>
      <DialogBody className="grid content-start gap-4 sm:grid-cols-2">
        {form.errors?.length ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error" id={form.errorId}>
              {form.errors.join(" ")}
            </FormMessage>
          </div>
        ) : null}
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <InputField
          meta={fields.name}
          label="Subject Name"
          hint="The official name, as the programme's course table has it"
          className="sm:col-span-2"
          onChange={(event) => {
            if (!slugEdited) setSlug(slugFromName(event.currentTarget.value));
          }}
        />
        <InputField
          meta={fields.shortName}
          label="Short Name"
          hint="What students call it: Maths 1, PDSA"
        />
        <InputField
          meta={fields.code}
          label="Code"
          hint="The course code, e.g. BSMA1001"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <FieldShell
          meta={fields.slug}
          label="Slug"
          className="sm:col-span-2"
          hint={
            editing
              ? `Used in the subject's web address. Changing it moves the subject's resources to the new slug; links to the old one lead here.${
                  editing.aliases.length > 0
                    ? ` Former slugs that lead here: ${editing.aliases.join(", ")}.`
                    : ""
                }`
              : "Used in the subject's web address; made from the name when left empty."
          }
        >
          <input
            key={slugKey}
            {...slugProps}
            value={slug}
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              setSlugEdited(true);
            }}
            autoCapitalize="none"
            spellCheck={false}
            className={`${fieldControlClass} font-mono`}
          />
        </FieldShell>
        {editing ? (
          // Spec §5: the level is locked in edit mode.
          <div className="grid content-start gap-1.5">
            <label htmlFor="subject-level-locked" className="text-sm font-medium">
              Level
            </label>
            <select
              id="subject-level-locked"
              disabled
              value={lockedLevel}
              className={`${fieldControlClass} opacity-70`}
            >
              {LEVEL_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <input type="hidden" name="level" value={lockedLevel} />
          </div>
        ) : (
          <SelectField meta={fields.level} label="Level" options={LEVEL_OPTIONS} />
        )}
        <SelectField
          meta={fields.term}
          label="Term"
          options={TERM_OPTIONS}
          placeholder="Every term"
          hint="The term tab that lists it"
        />
        <InputField
          meta={fields.credits}
          label="Credits"
          inputMode="numeric"
          hint="Leave empty when not known"
        />
        <SelectField
          meta={fields.track}
          label="Track"
          options={TRACK_OPTIONS}
          placeholder="None"
          hint="Diploma courses only"
        />
        <InputField
          meta={fields.gradingId}
          label="Grading ID"
          hint="The course's id in the grading rules, e.g. maths-1"
          autoCapitalize="none"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <InputField
          meta={fields.shorthand}
          label="Shorthand"
          hint="Other spellings the search understands, separated by commas: m1, maths 1"
          autoCapitalize="none"
          className="sm:col-span-2"
        />
        <TextareaField
          meta={fields.description}
          label="Description"
          rows={3}
          className="sm:col-span-2"
        />
        <TextareaField
          meta={fields.source}
          label="Source"
          rows={2}
          hint="Where the name, code and credits come from; the course page shows it"
          className="sm:col-span-2"
        />
        <InputField
          meta={fields.folderUrl}
          type="url"
          label="Folder URL"
          hint="A shared folder of this subject's notes; the notes page shows it when set"
          className="sm:col-span-2"
        />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Subject" : "Add Subject"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
