// Loader and action shared by the Resources, Study Notes, Video Lectures and PYQs admin screens:
// the same table over the resources table, each screen limited to its kind (spec §2, §7, §8).
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { enumParam, listUrl, pageParam } from "~/components/admin/list-url";
import { requireAdmin } from "~/features/auth/session.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { withoutNul } from "~/lib/form-text";
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from "../../../db/schema";
import {
  ADMIN_PAGE_SIZE,
  getAdminResource,
  listAdminResources,
  listTypeSubjects,
} from "./admin-queries.server";
import { deleteResource, saveResource } from "./mutations.server";
import { listSubjectOptions, subjectExists, subjectNames } from "./subject-queries.server";
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
    const ofKind = (row: typeof editing) =>
      row && (!config.resourceType || row.resourceType === config.resourceType) ? row : null;
    return {
      ...list,
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
  const formData = await request.formData();

  if (formData.get("intent") === "delete") {
    const parsed = DeleteSchema.safeParse(Object.fromEntries(formData));
    try {
      if (parsed.success && (await deleteResource(context.db, admin.id, kind, parsed.data.id))) {
        return redirectWithToast(listUrl(url), successToast(config, "deleted"));
      }
      return data({ result: undefined, toast: errorToast(config.deleteError) }, { status: 404 });
    } catch (error) {
      context.logger.error({ err: error, kind }, "admin delete failed");
      return data({ result: undefined, toast: errorToast(config.deleteError) }, { status: 500 });
    }
  }

  const submission = parseWithZod(formData, { schema: formSchemaFor(kind) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, { status: 400 });
  }
  try {
    const { level, subject } = submission.value;
    if (!(await subjectExists(context.db, level, subject))) {
      const levelName = LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? level;
      return data(
        {
          result: submission.reply({
            fieldErrors: { subject: [`Choose one of the ${levelName} level's subjects`] },
          }),
          toast: null,
        },
        { status: 400 },
      );
    }
    const id = await saveResource(context.db, admin.id, kind, submission.value);
    if (!id) {
      return data(
        {
          result: submission.reply({ formErrors: [`This ${config.noun} no longer exists.`] }),
          toast: errorToast(config.saveError),
        },
        { status: 404 },
      );
    }
    const verb = submission.value.id ? "updated" : "added";
    return redirectWithToast(listUrl(url), successToast(config, verb));
  } catch (error) {
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
