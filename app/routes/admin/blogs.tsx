import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { MailPlus, Mails } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination, RowAction, rowActionClass } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import { listUrl, pageParam, withParams } from "~/components/admin/list-url";
import { FileDropZone } from "~/components/file-drop-zone";
import {
  CheckboxField,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import {
  getAdminPost,
  listAdminPosts,
  POSTS_PAGE_SIZE,
} from "~/features/blog/admin-queries.server";
import { type Cover, coverFallback, coverUrl } from "~/features/blog/cover";
import {
  COVER_MAX_BYTES,
  COVER_TOO_LARGE,
  COVER_UNREADABLE,
  COVER_WRONG_TYPE,
  CoverUnreadable,
  deleteCoverFiles,
  processStoredCover,
} from "~/features/blog/cover.server";
import { formatPostDate } from "~/features/blog/format";
import { renderPostBody } from "~/features/blog/markdown.server";
import { deletePost, savePost } from "~/features/blog/mutations.server";
import { formatScheduleTime, istDateTimeValue, postStatus } from "~/features/blog/schedule";
import {
  BLOG_KIND,
  MAX_BODY_CHARS,
  PostFieldsSchema,
  PostFormSchema,
  slugify,
} from "~/features/blog/schema";
import {
  isUuid,
  issueMailSetting,
  issuesForPosts,
  publishedPost,
} from "~/features/newsletter/issues-admin.server";
import { createPostIssue } from "~/features/newsletter/issues.server";
import { detectCoverImageType } from "~/lib/file-type";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { describeRefusal, readForm } from "~/lib/form-body.server";
import { MARKDOWN_TOO_DEEP, markdownTooDeep } from "~/lib/markdown-limits";
import { ADMIN_FORM } from "~/lib/request-bounds";
import { adminMeta } from "~/lib/seo";
import type { ToastInput } from "~/lib/toast";
import { errorToast } from "~/lib/toast";
import { parseMultipart, type StoredUpload } from "~/lib/upload.server";
import type { Route } from "./+types/blogs";

const success = (verb: "added" | "updated" | "deleted") => ({
  title: `Blog post ${verb}`,
  description: `The blog post has been ${verb} successfully`,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const q = params.get("q") ?? "";
  const editId = params.get("edit");
  const deleteId = params.get("delete");
  const publishedId = params.get("published");
  try {
    const [list, editing, deleting, justPublished] = await Promise.all([
      listAdminPosts(context.db, { q, page }),
      editId ? getAdminPost(context.db, editId) : undefined,
      deleteId ? getAdminPost(context.db, deleteId) : undefined,
      publishedId ? publishedPost(context.db, publishedId) : null,
    ]);
    const issues = await issuesForPosts(context.db, [
      ...list.rows.map((r) => r.id),
      ...(justPublished ? [justPublished.id] : []),
    ]);
    return {
      ...list,
      rows: list.rows.map((r) => ({ ...r, issueId: issues.get(r.id) ?? null })),
      // Right after publishing: the offer to mail the post, unless it already has an issue.
      emailOffer:
        justPublished && !issues.has(justPublished.id)
          ? { id: justPublished.id, title: justPublished.title }
          : null,
      q,
      page,
      pageSize: POSTS_PAGE_SIZE,
      creating: params.has("new"),
      editing: editing ?? null,
      deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
      toast: null,
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin blog list failed to load");
    return {
      rows: [],
      total: 0,
      q,
      page,
      pageSize: POSTS_PAGE_SIZE,
      creating: false,
      editing: null,
      deleting: null,
      emailOffer: null,
      toast: errorToast(BLOG_KIND.loadError),
    };
  }
}

type ActionResult = {
  preview: string | null;
  result: SubmissionResult<string[]> | undefined;
  toast: ToastInput | null;
};
const reply = (body: ActionResult, status?: number) => data(body, status ? { status } : undefined);

/** Fields can be long (a post's Markdown); past this the request is refused, never cut short. */
const MAX_FIELD_BYTES = 1024 * 1024;

/**
 * The form arrives as multipart (it carries the cover file) or, from the live preview, as a
 * plain form. A cover file is streamed to storage while it is checked (type by its first bytes,
 * size), as submissions are.
 */
async function readPostForm(request: Request, context: Route.ActionArgs["context"]) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    return { formData: await readForm(request, ADMIN_FORM), upload: null, uptoast: null };
  }
  const parsed = await parseMultipart(request, context.storage, {
    maxFileBytes: COVER_MAX_BYTES,
    fileField: "cover",
    detect: detectCoverImageType,
    maxFieldBytes: MAX_FIELD_BYTES,
    bounds: ADMIN_FORM,
  });
  const formData = new FormData();
  for (const [name, value] of parsed.fields) formData.append(name, value);
  const uploadError = parsed.truncated.length
    ? "This post is too long to save. Shorten the content."
    : parsed.fileError
      ? parsed.fileError.status === 413
        ? COVER_TOO_LARGE
        : COVER_WRONG_TYPE
      : null;
  return { formData, upload: parsed.file, uploadError };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  let form: Awaited<ReturnType<typeof readPostForm>>;
  try {
    form = await readPostForm(request, context);
  } catch (error) {
    const refused = await describeRefusal(error);
    context.logger.warn({ err: error }, "admin blog form could not be read");
    return reply(
      {
        preview: null,
        result: undefined,
        toast: errorToast(refused?.message ?? BLOG_KIND.saveError),
      },
      refused?.status ?? 400,
    );
  }
  const { formData, uploadError } = form;
  let upload: StoredUpload | null = form.upload;
  const discardUpload = async () => {
    if (upload) await context.storage.delete(upload.key).catch(() => {});
    upload = null;
  };
  const intent = formData.get("intent");

  if (intent === "preview") {
    await discardUpload();
    // The preview is rendered by the same code as the saved post: what it shows is what will be
    // published. Without JavaScript the whole form was posted; it comes back as typed.
    const { format, content } = PreviewSchema.parse(Object.fromEntries(formData));
    if (markdownTooDeep(content)) {
      return reply({ preview: null, result: undefined, toast: errorToast(MARKDOWN_TOO_DEEP) }, 400);
    }
    const whole = formData.has("title");
    const submission = whole ? parseWithZod(formData, { schema: PostFormSchema }) : null;
    return reply({
      preview: renderPostBody(format, content),
      result: submission ? { ...submission.reply(), status: undefined, error: {} } : undefined,
      toast: null,
    });
  }

  if (intent === "email") {
    await discardUpload();
    return emailPost(request, context, admin.id, formData);
  }

  if (intent === "delete") {
    await discardUpload();
    try {
      const parsed = PostIdSchema.safeParse(Object.fromEntries(formData));
      if (
        parsed.success &&
        (await deletePost(context.db, { id: parsed.data.id, adminId: admin.id }, context.storage))
      ) {
        return redirectWithToast(listUrl(url), success("deleted"));
      }
      return reply(
        { preview: null, result: undefined, toast: errorToast(BLOG_KIND.deleteError) },
        404,
      );
    } catch (error) {
      context.logger.error({ err: error }, "admin blog delete failed");
      return reply(
        { preview: null, result: undefined, toast: errorToast(BLOG_KIND.deleteError) },
        500,
      );
    }
  }

  // Whether the post has a cover, and whether a new one came, are the server's facts.
  const postId = PostIdSchema.safeParse(Object.fromEntries(formData));
  const existing = postId.success ? await getAdminPost(context.db, postId.data.id) : undefined;
  formData.set("hasCover", existing?.cover ? "on" : "");
  formData.set("cover", upload ? "1" : "");
  const submission = parseWithZod(formData, { schema: PostFormSchema });
  if (uploadError) {
    await discardUpload();
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
    const hadFile = Boolean(upload);
    await discardUpload();
    return reply(
      {
        preview: null,
        // A browser cannot be given a file back: say so rather than drop it silently.
        result: hadFile
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
    try {
      newCover = await processStoredCover(
        context.storage,
        upload.key,
        submission.value.coverAlt ?? "",
      );
      upload = null;
    } catch (error) {
      upload = null;
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
    withParams(new URL(listUrl(url), url), { published: nowPublic && !wasPublic ? savedId : null }),
    success(submission.value.id ? "updated" : "added"),
  );
}

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
    return reply({ preview: null, result: undefined, toast: errorToast("Unknown post") }, 400);
  }
  const postId = parsed.data.id;
  try {
    const setting = await issueMailSetting(context.db, request, context.env.SITE_URL);
    const made = await createPostIssue(context.db, { postId, adminId, ...setting });
    if ("error" in made) {
      return reply(
        {
          preview: null,
          result: undefined,
          toast: errorToast("Only a published post can be emailed to subscribers."),
        },
        409,
      );
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
    return reply(
      { preview: null, result: undefined, toast: errorToast("Failed to create the issue") },
      500,
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

export default function AdminBlogsPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = listUrl(location);
  const { editing, deleting, creating, emailOffer } = loaderData;
  const empty = loaderData.toast
    ? BLOG_KIND.loadError
    : loaderData.q.trim()
      ? "No posts match your search"
      : "No blog posts found";
  return (
    <AdminPage title="Blog Posts" addLabel="Add Blog Post">
      {emailOffer ? <EmailOffer post={emailOffer} /> : null}
      <FilterBar searchLabel="Search by title, author or category" filters={[]} />
      <DataTable
        caption="Blog posts"
        columns={[
          { header: "Title", cell: (r) => <span className="font-medium">{r.title}</span> },
          { header: "Author", cell: (r) => r.author, className: "whitespace-nowrap" },
          { header: "Category", cell: (r) => r.category, className: "whitespace-nowrap" },
          {
            header: "Date",
            cell: (r) => formatPostDate(r.createdAt),
            className: "whitespace-nowrap",
          },
          { header: "Status", cell: (r) => <StatusBadge post={r} /> },
        ]}
        rows={loaderData.rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        empty={empty}
        loading={loading}
        rowActions={(r) => <EmailAction post={r} />}
      />
      <Pagination page={loaderData.page} total={loaderData.total} pageSize={loaderData.pageSize} />
      {creating || editing ? (
        <FormDialog title={editing ? "Edit Blog Post" : "Add Blog Post"} closeTo={closeTo} wide>
          <PostForm
            key={editing?.id ?? "new"}
            editing={editing}
            lastResult={actionData?.result}
            serverPreview={actionData?.preview ?? null}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={BLOG_KIND.confirm}
          id={deleting.id}
          itemLabel={deleting.title}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

/** A published post's newsletter action: make its issue, or open the one it has. */
function EmailAction({
  post,
}: {
  post: {
    id: string;
    title: string;
    published: boolean;
    publishAt: Date | string | null;
    issueId: string | null;
  };
}) {
  if (post.issueId) {
    return (
      <RowAction
        to={`/admin/newsletter/${post.issueId}`}
        label={`Newsletter issue of ${post.title}`}
        text="Issue"
        icon={Mails}
      />
    );
  }
  if (postStatus(post) !== "published") return null;
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={post.id} />
      <button
        type="submit"
        name="intent"
        value="email"
        aria-label={`Email ${post.title} to subscribers`}
        title="Email to subscribers"
        className={rowActionClass}
      >
        <MailPlus aria-hidden="true" className="size-4 shrink-0" />
        <span className="@3xl:hidden">Email</span>
      </button>
    </Form>
  );
}

/** After publishing: the post can go to subscribers at once (or later, from its row). */
function EmailOffer({ post }: { post: { id: string; title: string } }) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "email";
  return (
    <section
      aria-label="Email the new post"
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">
        <span className="font-medium break-words">{post.title}</span> is published. Email it to the
        newsletter&apos;s subscribers?
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={withParams(location, { published: null })}
          preventScrollReset
          className={buttonVariants({ variant: "outline" })}
        >
          Not now
        </Link>
        <Form method="post" action={withParams(location, { published: null })}>
          <input type="hidden" name="id" value={post.id} />
          <Button type="submit" name="intent" value="email" disabled={busy}>
            <MailPlus aria-hidden="true" />
            {busy ? "Creating..." : "Email to subscribers"}
          </Button>
        </Form>
      </div>
    </section>
  );
}

function StatusBadge({ post }: { post: { published: boolean; publishAt: Date | string | null } }) {
  const status = postStatus(post);
  if (status === "published") {
    return (
      <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent">
        Published
      </span>
    );
  }
  if (status === "scheduled") {
    return (
      <span className="inline-flex flex-col gap-0.5">
        <span className="w-fit rounded-full border border-accent/50 px-2.5 py-0.5 text-xs font-medium text-accent">
          Scheduled
        </span>
        <span className="text-xs whitespace-nowrap text-muted">
          {formatScheduleTime(post.publishAt!)}
        </span>
      </span>
    );
  }
  return (
    <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted">
      Draft
    </span>
  );
}

type Editing = NonNullable<Route.ComponentProps["loaderData"]["editing"]>;

/** What the form holds: every field as posted text (the cover as a file). */
type PostFormFields = { [K in keyof z.input<typeof PostFieldsSchema>]?: string };

const FORMAT_OPTIONS = [
  { value: "markdown", label: "Markdown" },
  { value: "html", label: "HTML" },
] as const;

function PostForm({
  editing,
  lastResult,
  serverPreview,
}: {
  editing: Editing | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The preview rendered after a post without JavaScript (the Preview button). */
  serverPreview: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<PostFormFields, unknown>({
    id: `post-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(PostFieldsSchema),
    defaultValue: editing
      ? {
          id: editing.id,
          title: editing.title,
          slug: editing.slug,
          category: editing.category,
          author: editing.author,
          excerpt: editing.excerpt,
          format: editing.format,
          content: editing.content,
          imageUrl: editing.imageUrl ?? "",
          tags: editing.tags.join(", "),
          readTime: editing.readTimeManual ? String(parseInt(editing.readTime, 10) || "") : "",
          publishAt: editing.publishAt ? istDateTimeValue(editing.publishAt) : "",
          coverAlt: editing.cover?.alt ?? "",
          hasCover: editing.cover ? "on" : undefined,
          published: editing.published ? "on" : undefined,
        }
      : { published: "on", format: "markdown" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PostFormSchema }),
  });
  // Spec §4: while adding, the slug follows the title until the slug itself is edited.
  const slugRef = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(Boolean(editing));
  const preview = useFetcher<{ preview: string | null }>();
  const [content, setContent] = useState(
    String(lastResult?.initialValue?.content ?? editing?.content ?? ""),
  );
  const [format, setFormat] = useState(
    String(lastResult?.initialValue?.format ?? editing?.format ?? "markdown"),
  );
  // Live preview: the server renders the text (debounced) exactly as it will be published.
  useEffect(() => {
    if (!content.trim()) return;
    const timer = setTimeout(() => {
      void preview.submit({ intent: "preview", format, content }, { method: "post" });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher is stable enough here
  }, [content, format]);
  const previewHtml = preview.data?.preview ?? serverPreview;
  const cover = editing?.cover ?? null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={dialogFormClass}
    >
      <DialogBody className="grid content-start gap-4 sm:grid-cols-2">
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        {cover ? <input type="hidden" name="hasCover" value="on" /> : null}
        {form.errors?.length ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error" id={form.errorId}>
              {form.errors.join(" ")}
            </FormMessage>
          </div>
        ) : null}
        <InputField
          meta={fields.title}
          label="Title"
          className="sm:col-span-2"
          onChange={(event) => {
            if (!slugTouched.current && slugRef.current) {
              slugRef.current.value = slugify(event.currentTarget.value);
            }
          }}
        />
        <InputField
          meta={fields.slug}
          label="Slug"
          ref={slugRef}
          hint="Made from the title when left empty"
          className="content-start"
          onChange={() => {
            slugTouched.current = true;
          }}
        />
        <InputField meta={fields.category} label="Category" className="content-start" />
        <InputField meta={fields.author} label="Author" className="content-start" />
        <InputField
          meta={fields.tags}
          label="Tags"
          className="content-start"
          hint="Separated by commas, e.g. exams, study tips"
        />
        <TextareaField meta={fields.excerpt} label="Excerpt" rows={2} className="sm:col-span-2" />
        <div
          className="sm:col-span-2"
          onChange={(event) => {
            const target = event.target as unknown as HTMLSelectElement;
            if (target.name === "format") setFormat(target.value);
          }}
        >
          <SelectField
            meta={fields.format}
            label="Format"
            options={FORMAT_OPTIONS}
            hint={
              format === "html"
                ? "Written as HTML before Markdown was available. Choose Markdown to convert: HTML inside Markdown is kept."
                : "Markdown: ## Heading, **bold**, *italic*, [link](https://…), lists, tables."
            }
          />
        </div>
        <div className="grid gap-4 sm:col-span-2 lg:grid-cols-2">
          <TextareaField
            meta={fields.content}
            label={format === "html" ? "Content (HTML)" : "Content (Markdown)"}
            rows={8}
            className="lg:[&_textarea]:min-h-72"
            onChange={(event) => setContent(event.currentTarget.value)}
          />
          <section aria-labelledby="preview-heading" className="grid content-start gap-1.5">
            <div className="flex items-center justify-between gap-3">
              <h3 id="preview-heading" className="text-sm font-medium">
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
                  // With JavaScript the preview is live; the button refreshes it at once.
                  event.preventDefault();
                  const body = event.currentTarget.form?.elements.namedItem("content");
                  const text = body instanceof HTMLTextAreaElement ? body.value : content;
                  setContent(text);
                  void preview.submit(
                    { intent: "preview", format, content: text },
                    { method: "post" },
                  );
                }}
              >
                Preview
              </Button>
            </div>
            {/* A fixed height: the preview arriving must not move the fields below it under the
                admin's pointer (a click meant for "Published" landed elsewhere). */}
            <div
              data-testid="post-preview"
              aria-live="polite"
              className="post-body h-72 overflow-y-auto rounded-lg border border-border bg-background p-4 text-sm"
              // Rendered and sanitized on the server by the same code as the public page.
              dangerouslySetInnerHTML={{ __html: previewHtml ?? "" }}
            />
          </section>
        </div>

        <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Cover image</legend>
          {cover ? (
            <div className="flex items-start gap-4 sm:col-span-2">
              <img
                src={coverUrl(coverFallback(cover).key)}
                alt=""
                width={cover.width}
                height={cover.height}
                className="h-auto w-32 shrink-0 rounded-lg border border-border object-cover"
              />
              <CheckboxField meta={fields.removeCover} label="Remove this cover" />
            </div>
          ) : null}
          <FileDropZone
            meta={fields.cover}
            label={cover ? "Replace cover" : "Upload cover"}
            accept="image/jpeg,image/png,image/webp"
            hint="JPEG, PNG or WebP, up to 10MB. Shown instead of the image URL."
          />
          <InputField
            meta={fields.coverAlt}
            label="Cover alt text"
            className="content-start"
            hint="What the image shows, for readers who cannot see it. Required with a cover."
          />
          <InputField
            meta={fields.imageUrl}
            type="url"
            label="Image URL"
            hint="An image elsewhere, used when there is no uploaded cover"
            className="sm:col-span-2"
          />
        </fieldset>

        <InputField
          meta={fields.readTime}
          label="Read time (minutes)"
          className="content-start"
          inputMode="numeric"
          hint={
            editing && !editing.readTimeManual
              ? `Computed from the text when left empty (now ${editing.readTime})`
              : "Computed from the text when left empty (about 200 words a minute)"
          }
        />
        <InputField
          meta={fields.publishAt}
          label="Publish at (IST)"
          className="content-start"
          {...({ type: "datetime-local" } as object)}
          hint="India time. Empty: public as soon as published. A later time schedules it."
        />
        <CheckboxField meta={fields.published} label="Published" className="sm:col-span-2" />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Blog Post" : "Add Blog Post"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
