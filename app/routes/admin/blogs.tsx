// The Blog Posts screen's loader and action (spec §4, §8); the screen is
// app/features/blog/components/blog-admin-screen.tsx.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { listUrl, pageParam, withParams } from "~/components/admin/list-url";
import { requireAdmin } from "~/features/auth/session.server";
import {
  getAdminPost,
  listAdminPosts,
  POSTS_PAGE_SIZE,
} from "~/features/blog/admin-queries.server";
import { BlogAdminScreen } from "~/features/blog/components/blog-admin-screen";
import type { Cover } from "~/features/blog/cover";
import {
  COVER_UNREADABLE,
  COVER_WRONG_TYPE,
  CoverUnreadable,
  deleteCoverFiles,
  processStoredCover,
} from "~/features/blog/cover.server";
import { renderPostBody } from "~/features/blog/markdown.server";
import { deletePost, savePost } from "~/features/blog/mutations.server";
import { readPostForm } from "~/features/blog/post-form.server";
import { postStatus } from "~/features/blog/schedule";
import { BLOG_KIND, MAX_BODY_CHARS, PostFormSchema } from "~/features/blog/schema";
import {
  isUuid,
  issueMailSetting,
  issuesForPosts,
  publishedPost,
} from "~/features/newsletter/issues-admin.server";
import { createPostIssue } from "~/features/newsletter/issues.server";
import { readIntent } from "~/lib/admin-action";
import { loadOrEmpty, withUploadDiscard } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { describeRefusal } from "~/lib/form-body.server";
import { MARKDOWN_TOO_DEEP, markdownTooDeep } from "~/lib/markdown-limits";
import { adminMeta } from "~/lib/seo";
import { errorToast, successToast, type ToastInput } from "~/lib/toast";
import type { Route } from "./+types/blogs";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const q = params.get("q") ?? "";
  const editId = params.get("edit");
  const deleteId = params.get("delete");
  const publishedId = params.get("published");
  const list = { q, page, pageSize: POSTS_PAGE_SIZE };
  return loadOrEmpty(
    async () => {
      const [found, editing, deleting, justPublished] = await Promise.all([
        listAdminPosts(context.db, { q, page }),
        editId ? getAdminPost(context.db, editId) : undefined,
        deleteId ? getAdminPost(context.db, deleteId) : undefined,
        publishedId ? publishedPost(context.db, publishedId) : null,
      ]);
      const issues = await issuesForPosts(context.db, [
        ...found.rows.map((r) => r.id),
        ...(justPublished ? [justPublished.id] : []),
      ]);
      return {
        ...list,
        total: found.total,
        rows: found.rows.map((r) => ({ ...r, issueId: issues.get(r.id) ?? null })),
        // Right after publishing: the offer to mail the post, unless it already has an issue.
        emailOffer:
          justPublished && !issues.has(justPublished.id)
            ? { id: justPublished.id, title: justPublished.title }
            : null,
        creating: params.has("new"),
        editing: editing ?? null,
        deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
      };
    },
    {
      ...list,
      rows: [],
      total: 0,
      creating: false,
      editing: null,
      deleting: null,
      emailOffer: null,
    },
    { logger: context.logger, message: BLOG_KIND.loadError, log: "admin blog list failed to load" },
  );
}

type ActionResult = {
  preview: string | null;
  result: SubmissionResult<string[]> | undefined;
  toast: ToastInput | null;
};
const reply = (body: ActionResult, status?: number) => data(body, status ? { status } : undefined);
const fail = (message: string, status: number) =>
  reply({ preview: null, result: undefined, toast: errorToast(message) }, status);

/** What a form posts: its Save, Preview, Delete or Email button (their fields are read below). */
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("email") }),
]);

/** The preview of the body being typed: an unreadable field previews as empty Markdown. */
const PreviewSchema = z.object({
  format: z.enum(["markdown", "html"]).catch("markdown"),
  content: z
    .string()
    .catch("")
    .transform((text) => text.slice(0, MAX_BODY_CHARS)),
});
/** The post a delete or save names; anything not a post id names none. */
const PostIdSchema = z.object({ id: z.string().refine(isUuid) });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  let form: Awaited<ReturnType<typeof readPostForm>>;
  try {
    form = await readPostForm(request, context.storage);
  } catch (error) {
    const refused = await describeRefusal(error);
    context.logger.warn({ err: error }, "admin blog form could not be read");
    return fail(refused?.message ?? BLOG_KIND.saveError, refused?.status ?? 400);
  }
  const { formData, uploadError, upload } = form;
  return withUploadDiscard(context.storage, upload, async (keep) => {
    const read = readIntent(formData, IntentSchema, { preview: null, result: undefined });
    if (!read.ok) return read.reply;
    const { intent } = read.intent;

    if (intent === "preview") {
      // The preview is rendered by the same code as the saved post: what it shows is what will
      // be published. Without JavaScript the whole form was posted; it comes back as typed.
      const { format, content } = PreviewSchema.parse(Object.fromEntries(formData));
      if (markdownTooDeep(content)) return fail(MARKDOWN_TOO_DEEP, 400);
      const whole = formData.has("title");
      const submission = whole ? parseWithZod(formData, { schema: PostFormSchema }) : null;
      return reply({
        preview: renderPostBody(format, content),
        result: submission ? { ...submission.reply(), status: undefined, error: {} } : undefined,
        toast: null,
      });
    }

    if (intent === "email") return emailPost(request, context, admin.id, formData);

    if (intent === "delete") {
      try {
        const parsed = PostIdSchema.safeParse(Object.fromEntries(formData));
        if (
          parsed.success &&
          (await deletePost(context.db, { id: parsed.data.id, adminId: admin.id }, context.storage))
        ) {
          return redirectWithToast(listUrl(url), successToast(BLOG_KIND, "deleted"));
        }
        return fail(BLOG_KIND.deleteError, 404);
      } catch (error) {
        context.logger.error({ err: error }, "admin blog delete failed");
        return fail(BLOG_KIND.deleteError, 500);
      }
    }

    // Whether the post has a cover, and whether a new one came, are the server's facts.
    const postId = PostIdSchema.safeParse(Object.fromEntries(formData));
    const existing = postId.success ? await getAdminPost(context.db, postId.data.id) : undefined;
    formData.set("hasCover", existing?.cover ? "on" : "");
    formData.set("cover", upload ? "1" : "");
    const submission = parseWithZod(formData, { schema: PostFormSchema });
    if (uploadError) {
      return reply(
        {
          preview: null,
          result: submission.reply({ fieldErrors: { cover: [uploadError] } }),
          toast: errorToast(BLOG_KIND.saveError),
        },
        uploadError === COVER_WRONG_TYPE ? 415 : 413,
      );
    }
    if (submission.status !== "success") {
      return reply(
        {
          preview: null,
          // A browser cannot be given a file back: say so rather than drop it silently.
          result: upload
            ? submission.reply({
                fieldErrors: { cover: ["Choose the cover image again after fixing the form."] },
              })
            : submission.reply(),
          toast: null,
        },
        400,
      );
    }

    let newCover: Cover | undefined;
    if (upload) {
      // Processing removes the upload, whatever its outcome.
      keep();
      try {
        newCover = await processStoredCover(
          context.storage,
          upload.key,
          submission.value.coverAlt ?? "",
        );
      } catch (error) {
        if (!(error instanceof CoverUnreadable)) {
          context.logger.error({ err: error }, "admin blog cover processing failed");
        }
        return reply(
          {
            preview: null,
            result: submission.reply({ fieldErrors: { cover: [COVER_UNREADABLE] } }),
            toast: errorToast(BLOG_KIND.saveError),
          },
          error instanceof CoverUnreadable ? 400 : 500,
        );
      }
    }
    let savedId: string;
    try {
      const saved = await savePost(context.db, admin.id, submission.value, {
        newCover,
        storage: context.storage,
      });
      if (!saved.ok) {
        if (newCover) await deleteCoverFiles(context.storage, newCover);
        const result =
          saved.reason === "duplicate-slug"
            ? submission.reply({ fieldErrors: { slug: [BLOG_KIND.duplicateSlug] } })
            : submission.reply({ formErrors: ["This blog post no longer exists."] });
        return reply(
          { preview: null, result, toast: errorToast(BLOG_KIND.saveError) },
          saved.reason === "duplicate-slug" ? 409 : 404,
        );
      }
      savedId = saved.id;
    } catch (error) {
      if (newCover) await deleteCoverFiles(context.storage, newCover);
      context.logger.error({ err: error }, "admin blog save failed");
      return reply(
        {
          preview: null,
          result: submission.reply({ formErrors: [BLOG_KIND.saveError] }),
          toast: errorToast(BLOG_KIND.saveError),
        },
        500,
      );
    }
    // Published just now (new, or a draft made public): the list offers to email it.
    const nowPublic = postStatus(submission.value) === "published";
    const wasPublic = existing ? postStatus(existing) === "published" : false;
    return redirectWithToast(
      withParams(new URL(listUrl(url), url), {
        published: nowPublic && !wasPublic ? savedId : null,
      }),
      successToast(BLOG_KIND, submission.value.id ? "updated" : "added"),
    );
  });
}

const EmailPostSchema = z.object({
  intent: z.literal("email"),
  id: z.string().refine(isUuid, "Unknown post"),
});

/**
 * "Email to subscribers": makes the post's draft issue and opens it. A post that already has an
 * issue opens that one instead, so a second click never makes a second mail of the same post.
 */
async function emailPost(
  request: Request,
  context: Route.ActionArgs["context"],
  adminId: string,
  formData: FormData,
) {
  const parsed = EmailPostSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return fail("Unknown post", 400);
  }
  const postId = parsed.data.id;
  try {
    const setting = await issueMailSetting(context.db, request, context.env.SITE_URL);
    const made = await createPostIssue(context.db, { postId, adminId, ...setting });
    if ("error" in made) {
      return fail("Only a published post can be emailed to subscribers.", 409);
    }
    return redirectWithToast(
      `/admin/newsletter/${made.id}`,
      made.existing
        ? { title: "This post already has an issue", description: "Here it is." }
        : {
            title: "Issue created",
            description: "Check the preview, send yourself a test, then send it.",
          },
    );
  } catch (error) {
    context.logger.error({ err: error }, "admin blog email issue failed");
    return fail("Failed to create the issue", 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

export default function AdminBlogsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogAdminScreen loaderData={loaderData} actionData={actionData} />;
}
