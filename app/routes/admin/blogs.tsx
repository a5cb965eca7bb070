import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { data, Form, useFetcher, useLocation, useNavigation } from "react-router";
import {
  AdminPage,
  FilterBar,
  errorToast,
  useDataToast,
  useListLoading,
} from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { FormDialog } from "~/components/admin/form-dialog";
import { listUrl, pageParam } from "~/components/admin/list-url";
import { CheckboxField, FormMessage, InputField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import {
  getAdminPost,
  listAdminPosts,
  POSTS_PAGE_SIZE,
} from "~/features/blog/admin-queries.server";
import { formatPostDate } from "~/features/blog/format";
import { deletePost, savePost } from "~/features/blog/mutations.server";
import { sanitizePostHtml } from "~/features/blog/sanitize.server";
import { BLOG_KIND, PostFieldsSchema, PostFormSchema, slugify } from "~/features/blog/schema";
import { redirectWithToast } from "~/lib/flash-toast.server";
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
  try {
    const [list, editing, deleting] = await Promise.all([
      listAdminPosts(context.db, { q, page }),
      editId ? getAdminPost(context.db, editId) : undefined,
      deleteId ? getAdminPost(context.db, deleteId) : undefined,
    ]);
    return {
      ...list,
      q,
      page,
      pageSize: POSTS_PAGE_SIZE,
      creating: params.has("new"),
      editing: editing ?? null,
      deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
      loadError: null,
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
      loadError: errorToast(BLOG_KIND.loadError),
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "preview") {
    // The live preview shows exactly what the public page will: the sanitized HTML.
    const content = String(formData.get("content") ?? "").slice(0, 200_000);
    return data({ preview: sanitizePostHtml(content), result: undefined, toast: null });
  }

  if (intent === "delete") {
    try {
      if (await deletePost(context.db, admin.id, String(formData.get("id") ?? ""))) {
        return redirectWithToast(listUrl(url), success("deleted"));
      }
      return data(
        { preview: null, result: undefined, toast: errorToast(BLOG_KIND.deleteError) },
        { status: 404 },
      );
    } catch (error) {
      context.logger.error({ err: error }, "admin blog delete failed");
      return data(
        { preview: null, result: undefined, toast: errorToast(BLOG_KIND.deleteError) },
        { status: 500 },
      );
    }
  }

  const submission = parseWithZod(formData, { schema: PostFormSchema });
  if (submission.status !== "success") {
    return data({ preview: null, result: submission.reply(), toast: null }, { status: 400 });
  }
  try {
    const saved = await savePost(context.db, admin.id, submission.value);
    if (!saved.ok) {
      const reply =
        saved.reason === "duplicate-slug"
          ? submission.reply({ fieldErrors: { slug: [BLOG_KIND.duplicateSlug] } })
          : submission.reply({ formErrors: ["This blog post no longer exists."] });
      return data(
        { preview: null, result: reply, toast: errorToast(BLOG_KIND.saveError) },
        { status: saved.reason === "duplicate-slug" ? 409 : 404 },
      );
    }
  } catch (error) {
    context.logger.error({ err: error }, "admin blog save failed");
    return data(
      {
        preview: null,
        result: submission.reply({ formErrors: [BLOG_KIND.saveError] }),
        toast: errorToast(BLOG_KIND.saveError),
      },
      { status: 500 },
    );
  }
  return redirectWithToast(listUrl(url), success(submission.value.id ? "updated" : "added"));
}

export const meta: Route.MetaFunction = () => [
  { title: "Blog Posts | Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminBlogsPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = listUrl(location);
  useDataToast(loaderData.loadError);
  useDataToast(actionData?.toast);
  const { editing, deleting, creating } = loaderData;
  const empty = loaderData.loadError
    ? BLOG_KIND.loadError
    : loaderData.q.trim()
      ? "No posts match your search"
      : "No blog posts found";
  return (
    <AdminPage title="Blog Posts" addLabel="Add Blog Post">
      <FilterBar searchLabel="Search by title, author or category" filters={[]} />
      <DataTable
        caption="Blog posts"
        columns={[
          { header: "Title", cell: (r) => <span className="font-medium">{r.title}</span> },
          { header: "Author", cell: (r) => r.author },
          { header: "Category", cell: (r) => r.category },
          {
            header: "Date",
            cell: (r) => formatPostDate(r.createdAt),
            className: "whitespace-nowrap",
          },
          {
            header: "Status",
            cell: (r) =>
              r.published ? (
                <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent">
                  Published
                </span>
              ) : (
                <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted">
                  Draft
                </span>
              ),
          },
        ]}
        rows={loaderData.rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        empty={empty}
        loading={loading}
      />
      <Pagination page={loaderData.page} total={loaderData.total} pageSize={loaderData.pageSize} />
      {creating || editing ? (
        <FormDialog title={editing ? "Edit Blog Post" : "Add Blog Post"} closeTo={closeTo}>
          <PostForm key={editing?.id ?? "new"} editing={editing} lastResult={actionData?.result} />
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

type Editing = NonNullable<Route.ComponentProps["loaderData"]["editing"]>;

function PostForm({
  editing,
  lastResult,
}: {
  editing: Editing | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `post-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(PostFieldsSchema),
    defaultValue: editing
      ? {
          ...editing,
          imageUrl: editing.imageUrl ?? "",
          published: editing.published ? "on" : undefined,
        }
      : { published: "on" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PostFormSchema }),
  });
  // Spec §4: while adding, the slug follows the title until the slug itself is edited.
  const slugRef = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(Boolean(editing));
  const preview = useFetcher<{ preview: string | null }>();
  const [content, setContent] = useState(editing?.content ?? "");
  useEffect(() => {
    if (!content.trim()) return;
    const timer = setTimeout(() => {
      void preview.submit({ intent: "preview", content }, { method: "post" });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher is stable enough here
  }, [content]);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
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
        onChange={() => {
          slugTouched.current = true;
        }}
      />
      <InputField meta={fields.category} label="Category" />
      <InputField meta={fields.author} label="Author" />
      <InputField meta={fields.imageUrl} type="url" label="Image URL" />
      <TextareaField meta={fields.excerpt} label="Excerpt" rows={2} className="sm:col-span-2" />
      <TextareaField
        meta={fields.content}
        label="Content (HTML)"
        rows={8}
        className="sm:col-span-2"
        onChange={(event) => setContent(event.currentTarget.value)}
      />
      {content.trim() ? (
        <section aria-labelledby="preview-heading" className="sm:col-span-2">
          <h3 id="preview-heading" className="text-sm font-medium">
            Preview
          </h3>
          <div
            data-testid="post-preview"
            className="prose mt-1.5 max-h-64 overflow-y-auto rounded-lg border border-border bg-background p-4 text-sm"
            // Sanitized on the server by the same allow-list as the public page.
            dangerouslySetInnerHTML={{ __html: preview.data?.preview ?? "" }}
          />
        </section>
      ) : null}
      <CheckboxField meta={fields.published} label="Published" className="sm:col-span-2" />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Blog Post" : "Add Blog Post"}
        </Button>
      </div>
    </Form>
  );
}
