import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireAdmin } from "~/features/auth/session.server";
import {
  ADMIN_PAGE_SIZE,
  getAdminPaper,
  listAdminPapers,
  listCourseOptions,
  listCourseQuestions,
  subjectById,
} from "~/features/practice/admin-queries.server";
import { PaperFormSchema, PaperIdSchema } from "~/features/practice/admin-schema";
import {
  PaperAdminScreen,
  type PaperActionData,
  paperListUrl,
} from "~/features/practice/components/paper-admin-screen";
import { deletePaper, savePaper } from "~/features/practice/mutations.server";
import { intentsWithListButtons } from "~/lib/admin-action";
import { loadOrEmpty, readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { enumParam, pageParam } from "~/lib/list-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { PRACTICE_EXAMS, PRACTICE_STATUSES } from "~db/enums";
import type { Route } from "./+types/papers";

const FAILED = errorToast("Operation failed");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filters = {
    q: params.get("q")?.slice(0, 200) ?? "",
    subjectId: params.get("in")?.slice(0, 40) ?? "",
    exam: enumParam(params, "exam", PRACTICE_EXAMS),
    status: enumParam(params, "status", PRACTICE_STATUSES),
    page: pageParam(params),
  };
  const list = { page: filters.page, pageSize: ADMIN_PAGE_SIZE };
  return loadOrEmpty(
    async () => {
      const [found, courses, editing, deleting, newCourse] = await Promise.all([
        listAdminPapers(context.db, filters),
        listCourseOptions(context.db),
        getAdminPaper(context.db, params.get("edit")),
        getAdminPaper(context.db, params.get("delete")),
        params.has("new") ? subjectById(context.db, params.get("course") ?? "") : undefined,
      ]);
      const composing = editing?.subjectId ?? newCourse?.id;
      return {
        ...found,
        ...list,
        courses,
        creating: params.has("new") ? { course: newCourse ?? null } : null,
        editing: editing ?? null,
        courseQuestions: composing ? await listCourseQuestions(context.db, composing) : [],
        deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
      };
    },
    {
      ...list,
      rows: [],
      total: 0,
      courses: [],
      creating: null,
      editing: null,
      courseQuestions: [],
      deleting: null,
    },
    {
      logger: context.logger,
      message: "Failed to load papers",
      log: "admin papers failed to load",
    },
  );
}

const reply = (body: PaperActionData, status?: number) =>
  data(body, status ? { status } : undefined);

/** What a form posts: Save or Delete, or a list button's move or remove of a question. */
const IntentSchema = intentsWithListButtons(["save", "delete"]);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const read = await readAdminForm(request, IntentSchema);
  if (!read.ok) return read.reply;
  const { formData } = read;
  const { intent } = read.intent;
  try {
    if (intent === "delete") {
      const parsed = PaperIdSchema.safeParse(Object.fromEntries(formData));
      const result = parsed.success
        ? await deletePaper(context.db, { id: parsed.data.id, adminId: admin.id })
        : { ok: false as const };
      if (!result.ok) return reply({ toast: FAILED }, 404);
      return redirectWithToast(paperListUrl(url), {
        title: "Paper deleted",
        description: `The paper "${result.title}" has been deleted`,
      });
    }
    const submission = parseWithZod(formData, { schema: PaperFormSchema });
    if (submission.status !== "success") {
      return reply(
        { result: submission.reply(), toast: null },
        submission.status === "error" ? 400 : undefined,
      );
    }
    const saved = await savePaper(context.db, { adminId: admin.id, paper: submission.value });
    if (!saved.ok) {
      const fieldErrors: Record<string, string[]> | undefined =
        saved.reason === "duplicate-slug"
          ? { slug: ["This course already has a paper with this slug: choose another"] }
          : saved.reason === "cannot-publish"
            ? { status: [saved.message!] }
            : saved.reason === "no-course"
              ? { subjectId: ["This course no longer exists"] }
              : undefined;
      return reply(
        {
          result: submission.reply(
            fieldErrors
              ? { fieldErrors }
              : { formErrors: [saved.message ?? "This paper no longer exists."] },
          ),
          toast: null,
        },
        saved.reason === "not-found" ? 404 : saved.reason === "duplicate-slug" ? 409 : 400,
      );
    }
    return redirectWithToast(paperListUrl(url), {
      title: saved.created ? "Paper added" : "Paper updated",
      description: `"${submission.value.title}": ${submission.value.questions.length} ${submission.value.questions.length === 1 ? "question" : "questions"}`,
    });
  } catch (error) {
    context.logger.error({ err: error, intent }, "admin paper operation failed");
    return reply({ toast: FAILED }, 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Practice Papers");

export default function AdminPapersPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PaperAdminScreen loaderData={loaderData} actionData={actionData} />;
}
