import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import { ADMIN_PAGE_SIZE } from "~/features/resources/admin-queries.server";
import {
  SubjectAdminScreen,
  SUBJECT_DIALOG_PARAMS,
  subjectListUrl,
} from "~/features/resources/components/subject-admin-screen";
import {
  ADMIN_LEVELS,
  MergeSubjectSchema,
  SUBJECT_DELETE_NOTICE,
  SubjectDeleteSchema,
  SubjectFormSchema,
} from "~/features/resources/schema";
import {
  createSubject,
  deleteSubject,
  mergeSubject,
  updateSubject,
} from "~/features/resources/subject-mutations.server";
import {
  getAdminSubject,
  listAdminSubjects,
  listMergeTargets,
} from "~/features/resources/subject-queries.server";
import {
  describeSubjectUsage,
  hasPractice,
  subjectUsageAdvice,
} from "~/features/resources/subject-usage";
import { loadOrEmpty, readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { enumParam, pageParam, withParams } from "~/lib/list-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/subjects";

const OPERATION_FAILED = errorToast("Operation failed");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const level = enumParam(params, "level", ADMIN_LEVELS) ?? "foundation";
  const page = pageParam(params);
  const id = (name: string) => params.get(name)?.slice(0, 80) ?? "";
  const list = { level, page, pageSize: ADMIN_PAGE_SIZE };
  return loadOrEmpty(
    async () => {
      const [found, editing, deleting, merging] = await Promise.all([
        listAdminSubjects(context.db, { level, q: params.get("q") ?? undefined, page }),
        id("edit") ? getAdminSubject(context.db, id("edit")) : undefined,
        id("delete") ? getAdminSubject(context.db, id("delete")) : undefined,
        id("merge") ? getAdminSubject(context.db, id("merge")) : undefined,
      ]);
      const targets = merging ? await listMergeTargets(context.db, merging.level, merging.id) : [];
      return {
        ...found,
        ...list,
        creating: params.has("new"),
        editing: editing ?? null,
        deleting: deleting ?? null,
        merging: merging
          ? { subject: merging, targets, into: targets.find((t) => t.id === id("into")) ?? null }
          : null,
      };
    },
    {
      ...list,
      rows: [],
      total: 0,
      creating: false,
      editing: null,
      deleting: null,
      merging: null,
    },
    {
      logger: context.logger,
      message: "Failed to load subjects",
      log: "admin subjects failed to load",
    },
  );
}

/** What a form posts: Save, Delete or Merge (each one's fields are read below). */
const IntentSchema = z.object({ intent: z.enum(["save", "delete", "merge"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const listUrl = subjectListUrl(url);
  const read = await readAdminForm(request, IntentSchema, { result: undefined });
  if (!read.ok) return read.reply;
  const { formData } = read;
  const { intent } = read.intent;
  try {
    if (intent === "delete") {
      const parsed = SubjectDeleteSchema.safeParse(Object.fromEntries(formData));
      const result = parsed.success
        ? await deleteSubject(context.db, { id: parsed.data.id, adminId: admin.id })
        : ({ ok: false, reason: "not-found" } as const);
      if (result.ok) {
        return redirectWithToast(listUrl, {
          title: "Subject deleted",
          description: `The subject "${result.name}" has been deleted successfully`,
        });
      }
      if (result.reason === "in-use") {
        const description = `${SUBJECT_DELETE_NOTICE.description} ${describeSubjectUsage(result.name, result.usage)} ${subjectUsageAdvice(result.usage)}`;
        // Spec §8's notice; when a merge can take everything along, its dialog opens.
        if (!hasPractice(result.usage)) {
          return redirectWithToast(
            withParams(url, { ...SUBJECT_DIALOG_PARAMS, merge: parsed.data!.id }),
            { ...SUBJECT_DELETE_NOTICE, description },
          );
        }
        return data(
          {
            result: undefined,
            toast: { ...SUBJECT_DELETE_NOTICE, description, variant: "destructive" as const },
          },
          { status: 409 },
        );
      }
      return data({ result: undefined, toast: OPERATION_FAILED }, { status: 404 });
    }

    if (intent === "merge") {
      const parsed = MergeSubjectSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) {
        return data({ result: undefined, toast: OPERATION_FAILED }, { status: 400 });
      }
      const result = await mergeSubject(context.db, admin.id, parsed.data);
      if (!result.ok && result.reason === "has-practice") {
        return data(
          {
            result: undefined,
            toast: errorToast(
              `${describeSubjectUsage(result.name, result.usage)} ${subjectUsageAdvice(result.usage)}`,
            ),
          },
          { status: 409 },
        );
      }
      if (!result.ok) {
        return data({ result: undefined, toast: OPERATION_FAILED }, { status: 404 });
      }
      return redirectWithToast(listUrl, {
        title: "Subjects merged",
        description: `"${result.from}" was merged into "${result.into}" (${result.moved} ${
          result.moved === 1 ? "resource" : "resources"
        } moved)`,
      });
    }

    const submission = parseWithZod(formData, { schema: SubjectFormSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), toast: null }, { status: 400 });
    }
    const { id } = submission.value;
    const result = id
      ? await updateSubject(context.db, admin.id, { ...submission.value, id })
      : await createSubject(context.db, admin.id, submission.value);
    if (!result.ok && result.reason === "taken") {
      return data(
        { result: submission.reply({ fieldErrors: result.fieldErrors }), toast: null },
        { status: 409 },
      );
    }
    if (!result.ok) {
      return data(
        {
          result: submission.reply({ formErrors: ["This subject no longer exists."] }),
          toast: OPERATION_FAILED,
        },
        { status: 404 },
      );
    }
    const verb = id ? "updated" : "added";
    return redirectWithToast(listUrl, {
      title: `Subject ${verb}`,
      description: `The subject has been ${verb} successfully`,
    });
  } catch (error) {
    context.logger.error({ err: error, intent }, "admin subject operation failed");
    return data({ result: undefined, toast: OPERATION_FAILED }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Subjects");

export default function AdminSubjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SubjectAdminScreen loaderData={loaderData} actionData={actionData} />;
}
