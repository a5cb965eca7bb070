import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import {
  GRADING_LOAD_ERROR,
  GradingAdminScreen,
  gradingListUrl,
} from "~/features/grading/components/grading-admin-screen";
import { deleteGradingTerm, saveGradingTerm } from "~/features/grading/mutations.server";
import { GradingTermFormSchema, TERM_ID_PATTERN } from "~/features/grading/term-document";
import {
  getGradingTermText,
  getSavedGradingTerm,
  listAdminGradingTerms,
} from "~/features/grading/terms.server";
import { loadOrEmpty, readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/grading";

/** A term id from the URL, or null when it is not one. */
function termParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && TERM_ID_PATTERN.test(value) ? value : null;
}

const SAVE_ERROR = "Failed to save grading term";
const DELETE_ERROR = "Failed to delete grading term";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q") ?? "";
  const creating = params.has("new");
  const editTerm = termParam(params, "edit");
  const deleteTerm = termParam(params, "delete");
  const fromTerm = creating ? termParam(params, "from") : null;
  return loadOrEmpty(
    async () => {
      const [rows, editing, deleting, template] = await Promise.all([
        listAdminGradingTerms(context.db, { q }),
        editTerm ? getSavedGradingTerm(context.db, editTerm) : undefined,
        deleteTerm ? getSavedGradingTerm(context.db, deleteTerm) : undefined,
        fromTerm ? getGradingTermText(context.db, fromTerm) : undefined,
      ]);
      return {
        rows,
        q,
        creating,
        template: template ? { term: fromTerm!, text: template } : null,
        editing: editing ?? null,
        deleting: deleting
          ? { term: deleting.term, overridesBuiltIn: deleting.overridesBuiltIn }
          : null,
      };
    },
    {
      rows: [],
      q,
      creating: false,
      template: null,
      editing: null,
      deleting: null,
    },
    {
      logger: context.logger,
      message: GRADING_LOAD_ERROR,
      log: "admin grading terms failed to load",
    },
  );
}

/** What a form posts: its Save or a saved term's Delete (whose term is read below). */
const IntentSchema = z.object({ intent: z.enum(["save", "delete"]) });
const DeleteTermSchema = z.object({ id: z.string().regex(TERM_ID_PATTERN) });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const read = await readAdminForm(request, IntentSchema, { result: undefined });
  if (!read.ok) return read.reply;
  const { formData } = read;

  if (read.intent.intent === "delete") {
    const parsed = DeleteTermSchema.safeParse(Object.fromEntries(formData));
    const term = parsed.success ? parsed.data.id : null;
    try {
      const saved = term ? await getSavedGradingTerm(context.db, term) : null;
      if (term && saved && (await deleteGradingTerm(context.db, { term, adminId: admin.id }))) {
        return redirectWithToast(gradingListUrl(url), {
          title: "Grading term deleted",
          description: saved.overridesBuiltIn
            ? `The saved rules for ${term} have been deleted; the built-in rules apply again`
            : `The rules for ${term} have been deleted successfully`,
        });
      }
      return data({ result: undefined, toast: errorToast(DELETE_ERROR) }, { status: 404 });
    } catch (error) {
      context.logger.error({ err: error }, "admin grading term delete failed");
      return data({ result: undefined, toast: errorToast(DELETE_ERROR) }, { status: 500 });
    }
  }

  const submission = parseWithZod(formData, { schema: GradingTermFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, { status: 400 });
  }
  const { original, document: rules } = submission.value;
  try {
    const saved = await saveGradingTerm(context.db, admin.id, { original, rules });
    if (!saved.ok) {
      const duplicate = saved.reason === "duplicate-term";
      const reply = duplicate
        ? submission.reply({
            fieldErrors: {
              document: [`Rules for ${rules.term} are already saved: edit them instead`],
            },
          })
        : submission.reply({ formErrors: ["This grading term no longer exists."] });
      return data(
        { result: reply, toast: errorToast(SAVE_ERROR) },
        { status: duplicate ? 409 : 404 },
      );
    }
    const verb = original ? "updated" : "added";
    return redirectWithToast(gradingListUrl(url), {
      title: `Grading term ${verb}`,
      description: saved.overridesBuiltIn
        ? `The saved rules for ${saved.term} now replace the built-in ones`
        : `The rules for ${saved.term} have been ${verb} successfully`,
    });
  } catch (error) {
    context.logger.error({ err: error }, "admin grading term save failed");
    return data(
      {
        result: submission.reply({ formErrors: [SAVE_ERROR] }),
        toast: errorToast(SAVE_ERROR),
      },
      { status: 500 },
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Grading Rules");

export default function AdminGradingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <GradingAdminScreen loaderData={loaderData} actionData={actionData} />;
}
