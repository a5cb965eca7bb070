import { createCookie } from "react-router";
import { secureCookies } from "./cookies.server";
import { isTheme, type Theme } from "./theme";

const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies,
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
