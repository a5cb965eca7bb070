import { createCookie } from "react-router";

// No Zod here: the root route imports this module, so it is in every page's JavaScript.
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export const THEME_FORM_ACTION = "/theme";

const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readTheme(cookieHeader: string | null): Promise<Theme> {
  const value: unknown = await themeCookie.parse(cookieHeader);
  return isTheme(value) ? value : "system";
}

export function serializeTheme(theme: Theme): Promise<string> {
  return theme === "system"
    ? themeCookie.serialize("", { maxAge: 0 })
    : themeCookie.serialize(theme);
}
