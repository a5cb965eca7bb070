import { createCookie } from "react-router";
import { z } from "zod";

export const ThemeSchema = z.enum(["light", "dark", "system"]);
export type Theme = z.infer<typeof ThemeSchema>;

export const THEME_FORM_ACTION = "/theme";

const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readTheme(cookieHeader: string | null): Promise<Theme> {
  const parsed = ThemeSchema.safeParse(await themeCookie.parse(cookieHeader));
  return parsed.success ? parsed.data : "system";
}

export function serializeTheme(theme: Theme): Promise<string> {
  return theme === "system"
    ? themeCookie.serialize("", { maxAge: 0 })
    : themeCookie.serialize(theme);
}
