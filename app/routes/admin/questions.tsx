import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import {
  ADMIN_PAGE_SIZE,
  getAdminQuestion,
  listAdminQuestions,
  listCourseOptions,
  papersOfQuestion,
} from "~/features/practice/admin-queries.server";
import {
  MAX_OPTIONS,
  onPaperMessage,
  QuestionFormSchema,
  QuestionIdSchema,
} from "~/features/practice/admin-schema";
import {
  QuestionAdminScreen,
  type QuestionActionData,
  type QuestionPreview,
  questionListUrl,
} from "~/features/practice/components/question-admin-screen";
import { imageMarkdown, practiceImageUrl } from "~/features/practice/images";
import {
  detectPracticeImage,
  IMAGE_TOO_LARGE,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
  keepPracticeImage,
} from "~/features/practice/images.server";
import { deleteQuestion, saveQuestion } from "~/features/practice/mutations.server";
import { renderPracticeInline, renderPracticeMarkdown } from "~/features/practice/render.server";
import { intentsWithListButtons, UNKNOWN_ACTION } from "~/lib/admin-action";
import { loadOrEmpty, readAdminForm, withUploadDiscard } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { describeRefusal } from "~/lib/form-body.server";
import { enumParam, pageParam } from "~/lib/list-url";
import { ADMIN_FORM } from "~/lib/request-bounds";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { parseMultipart } from "~/lib/upload.server";
import { PRACTICE_EXAMS, PRACTICE_STATUSES, QUESTION_KINDS, DIFFICULTIES } from "~db/enums";
import type { Route } from "./+types/questions";

const FAILED = errorToast("Operation failed");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filters = {
    q: params.get("q")?.slice(0, 200) ?? "",
    subjectId: params.get("course")?.slice(0, 40) ?? "",
    exam: enumParam(params, "exam", PRACTICE_EXAMS),
    kind: enumParam(params, "kind", QUESTION_KINDS),
    status: enumParam(params, "status", PRACTICE_STATUSES),
    difficulty: enumParam(params, "difficulty", DIFFICULTIES),
    page: pageParam(params),
  };
  const list = { page: filters.page, pageSize: ADMIN_PAGE_SIZE };
  return loadOrEmpty(
    async () => {
      const [found, courses, editing, deleting] = await Promise.all([
        listAdminQuestions(context.db, filters),
        listCourseOptions(context.db),
        getAdminQuestion(context.db, params.get("edit")),
        getAdminQuestion(context.db, params.get("delete")),
      ]);
      return {
        ...found,
        ...list,
        courses,
        creating: params.has("new"),
        editing: editing ?? null,
        deleting: deleting
          ? {
              id: deleting.id,
              slug: deleting.slug,
              papers: (await papersOfQuestion(context.db, deleting.id)).map((p) => p.title),
            }
          : null,
      };
    },
    { ...list, rows: [], total: 0, courses: [], creating: false, editing: null, deleting: null },
    {
      logger: context.logger,
      message: "Failed to load questions",
      log: "admin questions failed to load",
    },
  );
}

const reply = (body: QuestionActionData, status?: number) =>
  data(body, status ? { status } : undefined);

/** What the preview reads: the three texts, each cut to its own limit (never refused). */
const PreviewSchema = z.object({
  stem: z
    .string()
    .catch("")
    .transform((s) => s.slice(0, 8_000)),
  solution: z
    .string()
    .catch("")
    .transform((s) => s.slice(0, 12_000)),
});

function renderPreview(formData: FormData): QuestionPreview {
  const { stem, solution } = PreviewSchema.parse({
    stem: formData.get("stem"),
    solution: formData.get("solution"),
  });
  const options: string[] = [];
  for (let i = 0; i < MAX_OPTIONS; i++) {
    const value = formData.get(`options[${i}]`);
    if (typeof value === "string") options.push(renderPracticeInline(value.slice(0, 1_000)));
  }
  return {
    stem: renderPracticeMarkdown(stem),
    options,
    solution: renderPracticeMarkdown(solution),
  };
}

/** The image upload's form: its one intent (the question's own form is read by readIntent). */
const UploadIntentSchema = z.object({ intent: z.literal("upload-image") });

/** An image for a stem or solution: stored under a practice key, its Markdown sent back. */
async function uploadImage(
  request: Request,
  context: Route.ActionArgs["context"],
): Promise<
  { ok: true; key: string; markdown: string } | { ok: false; message: string; status: number }
> {
  const parsed = await parseMultipart(request, context.storage, {
    maxFileBytes: 5 * 1024 * 1024,
    fileField: "image",
    detect: detectPracticeImage,
    maxFieldBytes: 4 * 1024,
    bounds: ADMIN_FORM,
  });
  // The stored upload is never kept: keepPracticeImage writes a checked copy under a new key.
  return withUploadDiscard(context.storage, parsed.file, async () => {
    const fail = (message: string, status: number) => ({ ok: false as const, message, status });
    if (!UploadIntentSchema.safeParse(Object.fromEntries(parsed.fields)).success) {
      return fail(UNKNOWN_ACTION, 400);
    }
    if (parsed.fileError) {
      return fail(
        parsed.fileError.status === 413 ? IMAGE_TOO_LARGE : IMAGE_WRONG_TYPE,
        parsed.fileError.status,
      );
    }
    if (!parsed.file) return fail("Choose a JPG or PNG image to upload.", 400);
    const key = await keepPracticeImage(context.storage, parsed.file);
    if (!key) return fail(IMAGE_UNREADABLE, 400);
    const alt = (parsed.fields.get("alt") ?? "").slice(0, 200).trim() || "Figure";
    return { ok: true as const, key, markdown: imageMarkdown(alt, practiceImageUrl(key)) };
  });
}

/** What a form posts: Save, Delete or Preview, or a list button's add or remove of an option. */
const IntentSchema = intentsWithListButtons(["save", "delete", "preview"]);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    try {
      const uploaded = await uploadImage(request, context);
      if (!uploaded.ok) {
        return reply(
          { uploadError: uploaded.message, toast: errorToast(uploaded.message) },
          uploaded.status,
        );
      }
      context.logger.info({ adminId: admin.id, key: uploaded.key }, "practice image uploaded");
      return reply({ uploaded: { markdown: uploaded.markdown }, uploadError: null, toast: null });
    } catch (error) {
      const refused = await describeRefusal(error);
      if (!refused) context.logger.error({ err: error }, "practice image upload failed");
      const message = refused?.message ?? "The image could not be uploaded.";
      return reply({ uploadError: message, toast: errorToast(message) }, refused?.status ?? 500);
    }
  }

  const read = await readAdminForm(request, IntentSchema);
  if (!read.ok) return read.reply;
  const { formData } = read;
  const { intent } = read.intent;

  if (intent === "preview") {
    // The preview is rendered by the same code as the public page. Without JavaScript the whole
    // form was posted: it comes back as typed, with the preview beside it.
    const whole = formData.has("kind");
    const submission = whole ? parseWithZod(formData, { schema: QuestionFormSchema }) : null;
    return reply({
      preview: renderPreview(formData),
      result: submission ? { ...submission.reply(), status: undefined, error: {} } : undefined,
      toast: null,
    });
  }

  try {
    if (intent === "delete") {
      const parsed = QuestionIdSchema.safeParse(Object.fromEntries(formData));
      const result = parsed.success
        ? await deleteQuestion(context.db, { id: parsed.data.id, adminId: admin.id })
        : ({ ok: false, reason: "not-found" } as const);
      if (result.ok) {
        return redirectWithToast(questionListUrl(url), {
          title: "Question deleted",
          description: `The question "${result.slug}" has been deleted`,
        });
      }
      if (result.reason === "on-paper") {
        return reply(
          {
            toast: {
              title: "Not deleted",
              description: onPaperMessage(result.papers),
              variant: "destructive",
            },
          },
          409,
        );
      }
      return reply({ toast: FAILED }, 404);
    }

    const submission = parseWithZod(formData, { schema: QuestionFormSchema });
    if (submission.status !== "success") {
      return reply(
        { result: submission.reply(), toast: null },
        submission.status === "error" ? 400 : undefined,
      );
    }
    const saved = await saveQuestion(context.db, { adminId: admin.id, question: submission.value });
    if (!saved.ok) {
      const fieldErrors: Record<string, string[]> | undefined =
        saved.reason === "duplicate-slug"
          ? { slug: ["This course already has a question with this slug: choose another"] }
          : saved.reason === "no-course"
            ? { subjectId: ["This course no longer exists"] }
            : undefined;
      return reply(
        {
          result: submission.reply(
            fieldErrors ? { fieldErrors } : { formErrors: ["This question no longer exists."] },
          ),
          toast: null,
        },
        saved.reason === "duplicate-slug" ? 409 : saved.reason === "no-course" ? 400 : 404,
      );
    }
    return redirectWithToast(questionListUrl(url), {
      title: saved.created ? "Question added" : "Question updated",
      description: `The question "${submission.value.slug}" has been ${saved.created ? "added" : "updated"}`,
    });
  } catch (error) {
    context.logger.error({ err: error, intent }, "admin question operation failed");
    return reply({ toast: FAILED }, 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Practice Questions");

export default function AdminQuestionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuestionAdminScreen loaderData={loaderData} actionData={actionData} />;
}
