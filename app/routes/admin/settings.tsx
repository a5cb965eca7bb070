// The Site Settings screen's loader and action (D4), one section per URL; the screen is
// app/features/settings/components/settings-admin-screen.tsx.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import { DEFAULT_ATTEMPT_RETENTION_DAYS } from "~/features/practice/mock";
import {
  SettingsAdminScreen,
  type SettingsFormValue,
} from "~/features/settings/components/settings-admin-screen";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import { getSettingsUpdatedAt, readSiteSettings } from "~/features/settings/queries.server";
import {
  findSettingsSection,
  type SettingsSection,
  settingsFormDefault,
  settingsFormSchema,
} from "~/features/settings/sections";
import { readIntent } from "~/lib/admin-action";
import { loadOrEmpty, readAdminBody } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { formatDate } from "~/lib/format-date";
import { notFound } from "~/lib/not-found";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/settings";

const LOAD_ERROR = "Failed to load settings";
const SAVE_ERROR = "Failed to save settings";

function sectionFor(slug: string | undefined): SettingsSection {
  const section = findSettingsSection(slug);
  if (!section) throw notFound();
  return section;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const section = sectionFor(params.section);
  return loadOrEmpty(
    async () => {
      const [settings, updatedAt] = await Promise.all([
        readSiteSettings(context.db),
        getSettingsUpdatedAt(context.db),
      ]);
      return {
        slug: section.slug,
        saved: section.key in settings,
        updatedAt: updatedAt[section.key] ?? null,
        defaultValue: settingsFormDefault(section.key, settings) as Record<
          string,
          SettingsFormValue
        >,
      };
    },
    {
      slug: section.slug,
      saved: false,
      updatedAt: null,
      defaultValue: settingsFormDefault(section.key, {}) as Record<string, SettingsFormValue>,
    },
    { logger: context.logger, message: LOAD_ERROR, log: "admin settings failed to load" },
  );
}

/** Only the Save button saves; the list buttons post Conform's own intent instead. */
const SaveIntentSchema = z.object({ intent: z.literal("save") });

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const section = sectionFor(params.section);
  const body = await readAdminBody(request, { result: undefined });
  if (!body.ok) return body.reply;
  const { formData } = body;
  let submission;
  try {
    submission = parseWithZod(formData, { schema: settingsFormSchema(section.key) });
  } catch {
    // A list button's intent that is not one of ours (Conform cannot read it).
    return data({ result: undefined, toast: errorToast(SAVE_ERROR) }, { status: 400 });
  }
  // Add, remove and move buttons (they work without JavaScript): the form comes back changed.
  if (submission.status === undefined) return data({ result: submission.reply(), toast: null });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, { status: 400 });
  }
  // Only the Save button saves (a post without it is not a form of ours).
  if (!readIntent(formData, SaveIntentSchema).ok) {
    return data(
      {
        result: submission.reply({ formErrors: ["Nothing was saved: use the Save button."] }),
        toast: null,
      },
      { status: 400 },
    );
  }
  try {
    const saved = await saveSiteSetting(context.db, admin.id, section.key, submission.value);
    if (!saved.ok) {
      return data(
        {
          result: submission.reply({ formErrors: saved.issues.map((issue) => issue.message) }),
          toast: errorToast(SAVE_ERROR),
        },
        { status: 400 },
      );
    }
  } catch (error) {
    context.logger.error({ err: error, key: section.key }, "admin settings save failed");
    return data(
      { result: submission.reply({ formErrors: [SAVE_ERROR] }), toast: errorToast(SAVE_ERROR) },
      { status: 500 },
    );
  }
  return redirectWithToast(new URL(request.url).pathname, {
    title: "Settings saved",
    description: `${section.label} are live on the site now`,
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const section = findSettingsSection(loaderData?.slug);
  return [
    { title: `${section ? `${section.label} · ` : ""}Site Settings | Admin` },
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { updatedAt } = loaderData;
  return (
    <SettingsAdminScreen
      loaderData={loaderData}
      actionData={actionData}
      lastSaved={updatedAt ? formatDate(updatedAt) : null}
      defaultRetentionDays={DEFAULT_ATTEMPT_RETENTION_DAYS}
    />
  );
}
