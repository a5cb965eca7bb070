// Loader and action shared by the Resources, Study Notes, Video Lectures and PYQs admin screens:
// the same table over the resources table, each screen limited to its kind (spec §2, §7, §8).
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { enumParam, listUrl, pageParam } from "~/components/admin/list-url";
import { requireAdmin } from "~/features/auth/session.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { MAX_UPLOAD_BYTES } from "~/lib/file-type";
import { withoutNul } from "~/lib/form-text";
import type { FileStorage } from "~/lib/storage.server";
import { parseMultipart } from "~/lib/upload.server";
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from "../../../db/schema";
import {
  ADMIN_PAGE_SIZE,
  getAdminResource,
  listAdminResources,
  listTypeSubjects,
} from "./admin-queries.server";
import { deleteUnusedFile } from "./files.server";
import { deleteResource, type FileChange, saveResourceWithFile } from "./mutations.server";
import {
  listSubjectOptions,
  subjectExists,
  subjectNames,
  subjectNamesFor,
} from "./subject-queries.server";
import {
  ADMIN_LEVELS,
  type AdminResourceKind,
  DeleteSchema,
  formSchemaFor,
  LEVEL_OPTIONS,
  RESOURCE_KINDS,
  successToast,
} from "./schema";

interface Args {
  request: Request;
  context: AppLoadContext;
}

const errorToast = (description: string) =>
  ({ title: "Error", description, variant: "destructive", duration: 3000 }) as const;

export async function resourceScreenLoader({ request, context }: Args, kind: AdminResourceKind) {
  await requireAdmin(context.db, request);
  const config = RESOURCE_KINDS[kind];
  const params = new URL(request.url).searchParams;
  const filters = {
    resourceType: config.resourceType ?? enumParam(params, "type", RESOURCE_TYPES),
    level: enumParam(params, "level", ADMIN_LEVELS),
    category: kind === "resource" ? enumParam(params, "category", RESOURCE_CATEGORIES) : undefined,
    subject:
      kind === "resource"
        ? undefined
        : withoutNul(params.get("subject") ?? "").slice(0, 80) || undefined,
    q: params.get("q") ?? undefined,
    page: pageParam(params),
  };
  const editId = params.get("edit");
  const deleteId = params.get("delete");
  try {
    const formOpen = params.has("new") || Boolean(editId);
    const [list, subjects, subjectChoices, editing, deleting] = await Promise.all([
      listAdminResources(context.db, filters),
      config.resourceType ? subjectFilterOptions(context.db, config.resourceType) : [],
      formOpen ? listSubjectOptions(context.db, ADMIN_LEVELS) : [],
      editId ? getAdminResource(context.db, editId) : Promise.resolve(undefined),
      deleteId ? getAdminResource(context.db, deleteId) : Promise.resolve(undefined),
    ]);
    const nameOf = await subjectNamesFor(context.db, list.rows);
    const ofKind = (row: typeof editing) =>
      row && (!config.resourceType || row.resourceType === config.resourceType) ? row : null;
    return {
      rows: list.rows.map((row) => ({ ...row, subjectName: nameOf(row) })),
      total: list.total,
      page: filters.page,
      pageSize: ADMIN_PAGE_SIZE,
      subjects,
      subjectChoices,
      creating: params.has("new"),
      editing: ofKind(editing),
      deleting: ofKind(deleting) && { id: deleting!.id, title: deleting!.title },
      loadError: null,
    };
  } catch (error) {
    context.logger.error({ err: error, kind }, "admin list failed to load");
    return {
      rows: [],
      total: 0,
      page: filters.page,
      pageSize: ADMIN_PAGE_SIZE,
      subjects: [],
      subjectChoices: [],
      creating: false,
      editing: null,
      deleting: null,
      loadError: errorToast(config.loadError),
    };
  }
}

/** The form's fields and its file (already streamed to storage and checked), if one was sent. */
async function readResourceForm(request: Request, storage: FileStorage) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    return { formData: await request.formData(), file: null, fileError: null };
  }
  // Unlike the public submission form, an oversized body is read to its end (the file part
  // stops being stored at 50 MB): only a signed-in admin gets here, and the fields after the
  // file are kept for the form.
  const { fields, file, fileError } = await parseMultipart(request, storage, {
    maxFileBytes: MAX_UPLOAD_BYTES,
  });
  const formData = new FormData();
  for (const [name, value] of fields) formData.set(name, value);
  return { formData, file, fileError };
}

const INTERRUPTED = "The upload was interrupted. Please try again.";
const CHOOSE_AGAIN = "Choose the file again: it was not kept because of the errors above.";

/** The subject filter of the typed screens: the subjects their rows use, by name. */
async function subjectFilterOptions(
  db: AppLoadContext["db"],
  resourceType: Parameters<typeof listTypeSubjects>[1],
) {
  const slugs = await listTypeSubjects(db, resourceType);
  const names = await subjectNames(db, slugs);
  return slugs
    .map((slug) => ({ value: slug, label: names.get(slug) ?? slug }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function resourceScreenAction({ request, context }: Args, kind: AdminResourceKind) {
  const admin = await requireAdmin(context.db, request);
  const config = RESOURCE_KINDS[kind];
  const url = new URL(request.url);
  const schema = formSchemaFor(kind);

  let form: Awaited<ReturnType<typeof readResourceForm>>;
  try {
    form = await readResourceForm(request, context.storage);
  } catch (error) {
    context.logger.warn({ err: error, kind }, "admin resource upload interrupted");
    const empty = parseWithZod(new FormData(), { schema });
    return data(
      { result: empty.reply({ formErrors: [INTERRUPTED] }), toast: errorToast(INTERRUPTED) },
      { status: 400 },
    );
  }
  const { formData, file, fileError } = form;
  const discardUpload = async () => {
    if (file) await context.storage.delete(file.key);
  };

  if (formData.get("intent") === "delete") {
    await discardUpload();
    const parsed = DeleteSchema.safeParse(Object.fromEntries(formData));
    try {
      const deleted = parsed.success
        ? await deleteResource(context.db, admin.id, kind, parsed.data.id)
        : false;
      if (deleted) {
        await deleteUnusedFile(context.db, context.storage, deleted.fileKey, context.logger);
        return redirectWithToast(listUrl(url), successToast(config, "deleted"));
      }
      return data({ result: undefined, toast: errorToast(config.deleteError) }, { status: 404 });
    } catch (error) {
      context.logger.error({ err: error, kind }, "admin delete failed");
      return data({ result: undefined, toast: errorToast(config.deleteError) }, { status: 500 });
    }
  }

  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success" || fileError) {
    // What the admin typed comes back in the reply; a file cannot, so it is not kept.
    await discardUpload();
    const fileMessage = fileError?.message ?? (file ? CHOOSE_AGAIN : undefined);
    return data(
      {
        result: submission.reply({ fieldErrors: fileMessage ? { file: [fileMessage] } : {} }),
        toast: fileError ? errorToast(fileError.message) : null,
      },
      { status: fileError?.status ?? 400 },
    );
  }
  const change: FileChange = file
    ? { action: "replace", file }
    : submission.value.id && submission.value.removeFile
      ? { action: "remove" }
      : { action: "keep" };
  try {
    const { level, subject } = submission.value;
    if (!(await subjectExists(context.db, level, subject))) {
      await discardUpload();
      const levelName = LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? level;
      const fieldErrors: Record<string, string[]> = {
        subject: [`Choose one of the ${levelName} level's subjects`],
      };
      if (file) fieldErrors.file = [CHOOSE_AGAIN];
      return data({ result: submission.reply({ fieldErrors }), toast: null }, { status: 400 });
    }
    const saved = await saveResourceWithFile(context.db, admin.id, kind, submission.value, change);
    if (!saved) {
      await discardUpload();
      return data(
        {
          result: submission.reply({ formErrors: [`This ${config.noun} no longer exists.`] }),
          toast: errorToast(config.saveError),
        },
        { status: 404 },
      );
    }
    await deleteUnusedFile(context.db, context.storage, saved.droppedFileKey, context.logger);
    const verb = submission.value.id ? "updated" : "added";
    return redirectWithToast(listUrl(url), successToast(config, verb));
  } catch (error) {
    await discardUpload();
    context.logger.error({ err: error, kind }, "admin save failed");
    return data(
      {
        result: submission.reply({ formErrors: [config.saveError] }),
        toast: errorToast(config.saveError),
      },
      { status: 500 },
    );
  }
}
