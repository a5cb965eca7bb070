// The Blog Posts screen (spec §4, §8): the list with its search, the add/edit dialog with its
// live preview and cover, the delete confirmation, and the offer to email a post just published.
// Its loader and action are app/routes/admin/blogs.tsx.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { MailPlus, Mails } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination, RowAction, rowActionClass } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import { FileDropZone } from "~/components/file-drop-zone";
import {
  CheckboxField,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import { formatDate } from "~/lib/format-date";
import { listUrl, withParams } from "~/lib/list-url";
import type { ToastInput } from "~/lib/toast";
import type { getAdminPost, listAdminPosts } from "../admin-queries.server";
import { coverFallback, coverUrl } from "../cover";
import { formatScheduleTime, istDateTimeValue, postStatus } from "../schedule";
import { BLOG_KIND, PostFieldsSchema, PostFormSchema, slugify } from "../schema";

type AdminPost = NonNullable<Awaited<ReturnType<typeof getAdminPost>>>;
type PostRow = Awaited<ReturnType<typeof listAdminPosts>>["rows"][number];

export interface BlogScreenData {
  rows: (PostRow & { issueId: string | null })[];
  total: number;
  q: string;
  page: number;
  pageSize: number;
  creating: boolean;
  editing: AdminPost | null;
  deleting: { id: string; title: string } | null;
  /** Right after publishing: the offer to mail the post. */
  emailOffer: { id: string; title: string } | null;
  toast: ToastInput | null;
}

export interface BlogActionData {
  preview?: string | null;
  result?: SubmissionResult<string[]> | undefined;
  toast: ToastInput | null;
}

export function BlogAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: BlogScreenData;
  actionData: BlogActionData | undefined;
}) {
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
            cell: (r) => formatDate(r.createdAt),
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
  const busy = useSubmittingIntent("email");
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

type Editing = AdminPost;

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
  const saving = useSubmittingIntent("save");
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
