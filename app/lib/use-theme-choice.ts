import { useFetchers, useRouteLoaderData } from "react-router";
import { isTheme, THEME_FORM_ACTION, type Theme } from "./theme";

/** The theme being saved right now (optimistic), else the one in the cookie ("system" if none). */
export function useThemeChoice(): Theme {
  const rootData = useRouteLoaderData("root") as { theme?: unknown } | undefined;
  const pending = useFetchers().find((f) => f.formAction === THEME_FORM_ACTION && f.formData);
  const pendingTheme = pending?.formData?.get("theme");
  if (isTheme(pendingTheme)) return pendingTheme;
  return isTheme(rootData?.theme) ? rootData.theme : "system";
}
