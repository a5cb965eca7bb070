// One module serves the four resource screens (app/routes.ts): Resources, Study Notes, Video
// Lectures and PYQs, the same table over the resources table, each limited to its kind (spec §2,
// §7, §8). Each is its own route id; the path a request came in on names the kind.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { listUrl } from "~/components/admin/list-url";
import { requireAdmin } from "~/features/auth/session.server";
import {
  ADMIN_PAGE_SIZE,
  getAdminResource,
  listAdminResources,
} from "~/features/resources/admin-queries.server";
import { ResourceAdminScreen } from "~/features/resources/components/resource-admin-screen";
import { deleteUnusedFile, readResourceForm } from "~/features/resources/files.server";
import {
  deleteResource,
  type FileChange,
  saveResourceWithFile,
} from "~/features/resources/mutations.server";
import {
  ADMIN_LEVELS,
  type AdminResourceKind,
  formSchemaFor,
  LEVEL_OPTIONS,
  RESOURCE_CATEGORIES,
  RESOURCE_KINDS,
  RESOURCE_TYPES,
} from "~/features/resources/schema";
import {
  listSubjectOptions,
  currentSubjectSlug,
  subjectFilterOptions,
  subjectNamesFor,
} from "~/features/resources/subject-queries.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { describeRefusal } from "~/lib/form-body.server";
import { withoutNul } from "~/lib/form-text";
import { notFound } from "~/lib/not-found";
import { adminMeta } from "~/lib/seo";
import { errorToast, successToast } from "~/lib/toast";
import type { Route } from "./+types/resources";

const KINDS = Object.keys(RESOURCE_KINDS) as AdminResourceKind[];

/** The screen of a path (`/admin/notes` → note). */
const kindOfPath = (pathname: string) =>
  KINDS.find((k) => RESOURCE_KINDS[k].path === pathname.replace(/\/+$/, ""));

function kindOf(request: Request): AdminResourceKind {
  const kind = kindOfPath(new URL(request.url).pathname);
  if (!kind) throw notFound();
  return kind;
}

/** An enumerated filter: a value outside the list is ignored, as if absent. */
const choice = <T extends string>(values: readonly T[]) =>
  z.enum(values).optional().catch(undefined);

/** The list's URL parameters (filters, search, page and the open dialog); nonsense is ignored. */
const ListParamsSchema = z.object({
  type: choice(RESOURCE_TYPES),
  level: choice(ADMIN_LEVELS),
  category: choice(RESOURCE_CATEGORIES),
  subject: z
    .string()
    .transform((s) => withoutNul(s).slice(0, 80) || undefined)
    .optional(),
  q: z.string().optional(),
  page: z.coerce.number().int().positive().lt(100_000).catch(1),
  new: z.string().optional(),
  edit: z.string().optional(),
  delete: z.string().optional(),
});

function listParams(url: URL) {
  // The first value of each name, as URLSearchParams.get reads it.
  const first = (name: string) => url.searchParams.get(name) ?? undefined;
  return ListParamsSchema.parse(
    Object.fromEntries(Object.keys(ListParamsSchema.shape).map((name) => [name, first(name)])),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const kind = kindOf(request);
  const config = RESOURCE_KINDS[kind];
  const params = listParams(new URL(request.url));
  const filters = {
    resourceType: config.resourceType ?? params.type,
    level: params.level,
    category: kind === "resource" ? params.category : undefined,
    subject: kind === "resource" ? undefined : params.subject,
    q: params.q,
    page: params.page,
  };
  const creating = params.new !== undefined;
  const list = {
    kind,
    page: filters.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
  try {
    const [found, subjects, subjectChoices, editing, deleting] = await Promise.all([
      listAdminResources(context.db, filters),
      config.resourceType ? subjectFilterOptions(context.db, config.resourceType) : [],
      creating || params.edit ? listSubjectOptions(context.db, ADMIN_LEVELS) : [],
      params.edit ? getAdminResource(context.db, params.edit) : undefined,
      params.delete ? getAdminResource(context.db, params.delete) : undefined,
    ]);
    const nameOf = await subjectNamesFor(context.db, found.rows);
    // The typed screens only open rows of their own type.
    const ofKind = <T extends { resourceType: string }>(row: T | undefined) =>
      row && (!config.resourceType || row.resourceType === config.resourceType) ? row : null;
    const toDelete = ofKind(deleting);
    return {
      ...list,
      rows: found.rows.map((row) => ({ ...row, subjectName: nameOf(row) })),
      total: found.total,
      subjects,
      subjectChoices,
      creating,
      editing: ofKind(editing),
      deleting: toDelete && { id: toDelete.id, title: toDelete.title },
      toast: null,
    };
  } catch (error) {
    context.logger.error({ err: error, kind }, "admin list failed to load");
    return {
      ...list,
      rows: [],
      total: 0,
      subjects: [],
      subjectChoices: [],
      creating: false,
      editing: null,
      deleting: null,
      toast: errorToast(config.loadError),
    };
  }
}

/** What a form posts: its Save or its Delete button (the fields of a save are read below). */
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete"), id: z.string().default("") }),
]);

const INTERRUPTED = "The upload was interrupted. Please try again.";
const CHOOSE_AGAIN = "Choose the file again: it was not kept because of the errors above.";

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const kind = kindOf(request);
  const config = RESOURCE_KINDS[kind];
  const url = new URL(request.url);
  const schema = formSchemaFor(kind);

  let form: Awaited<ReturnType<typeof readResourceForm>>;
  try {
    form = await readResourceForm(request, context.storage);
  } catch (error) {
    const refused = await describeRefusal(error);
    context.logger.warn({ err: error, kind }, "admin resource form could not be read");
    const message = refused?.message ?? INTERRUPTED;
    const empty = parseWithZod(new FormData(), { schema });
    return data(
      { result: empty.reply({ formErrors: [message] }), toast: errorToast(message) },
      { status: refused?.status ?? 400 },
    );
  }
  const { formData, file, fileError } = form;
  const discardUpload = async () => {
    if (file) await context.storage.delete(file.key);
  };

  const intent = IntentSchema.safeParse({
    intent: formData.get("intent") ?? undefined,
    id: formData.get("id") ?? undefined,
  });
  if (!intent.success) {
    await discardUpload();
    return data({ result: undefined, toast: errorToast("Unknown action") }, { status: 400 });
  }

  if (intent.data.intent === "delete") {
    await discardUpload();
    try {
      const deleted = await deleteResource(context.db, {
        id: intent.data.id,
        adminId: admin.id,
        kind,
      });
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
  let values = submission.value;
  const change: FileChange = file
    ? { action: "replace", file }
    : values.id && values.removeFile
      ? { action: "remove" }
      : { action: "keep" };
  try {
    // A former slug of a course (or its legacy spelling) is filed under the course's slug.
    const subject = await currentSubjectSlug(context.db, values.level, values.subject);
    if (!subject) {
      await discardUpload();
      const levelName = LEVEL_OPTIONS.find((o) => o.value === values.level)?.label ?? values.level;
      const fieldErrors: Record<string, string[]> = {
        subject: [`Choose one of the ${levelName} level's subjects`],
      };
      if (file) fieldErrors.file = [CHOOSE_AGAIN];
      return data({ result: submission.reply({ fieldErrors }), toast: null }, { status: 400 });
    }
    values = { ...values, subject };
    const saved = await saveResourceWithFile(context.db, {
      adminId: admin.id,
      kind,
      values,
      change,
    });
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
    return redirectWithToast(listUrl(url), successToast(config, values.id ? "updated" : "added"));
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

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(RESOURCE_KINDS[kindOfPath(location.pathname) ?? "resource"].title);

export default function AdminResourceScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResourceAdminScreen kind={loaderData.kind} loaderData={loaderData} actionData={actionData} />
  );
}
