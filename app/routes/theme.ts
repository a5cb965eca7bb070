import { data, redirect } from "react-router";
import { z } from "zod";
import { readForm } from "~/lib/form-body.server";
import { safeRedirectPath } from "~/lib/safe-url";
import { THEMES } from "~/lib/theme";
import { serializeTheme } from "~/lib/theme.server";
import type { Route } from "./+types/theme";

const ThemeFormSchema = z.object({
  theme: z.enum(THEMES),
  redirectTo: z.string().optional().catch(undefined),
});

/** Saves the chosen theme in a cookie: a plain form post without JavaScript, a fetcher with it. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = ThemeFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ ok: false, error: "Choose light, dark or system." }, { status: 400 });
  }
  const headers = { "Set-Cookie": await serializeTheme(parsed.data.theme) };
  // Only same-site paths, so the form can never be used as an open redirect.
  const back = safeRedirectPath(parsed.data.redirectTo, "");
  if (back) return redirect(back, { headers });
  return data({ ok: true }, { headers });
}

export function loader() {
  return redirect("/");
}
