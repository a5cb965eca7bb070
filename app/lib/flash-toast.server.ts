// A toast carried across a redirect, or to a fetcher, in a short-lived, signed cookie (ADR 049).
// The root loader reads and clears it (it runs again after every submission); without JavaScript the page shows it
// as a banner. A cookie whose signature does not match (edited, or signed by another secret) is
// ignored and cleared.
import { createCookie, data, redirect } from "react-router";
import { z } from "zod";
import { cookieSecrets, secureCookies } from "./cookies.server";
import type { ToastInput } from "./toast";

const ToastSchema: z.ZodType<ToastInput> = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
  duration: z.number().int().positive().max(60_000).optional(),
});

const flashCookie = createCookie("flash-toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies,
  secrets: cookieSecrets,
  maxAge: 60,
});

export async function readFlashToast(
  request: Request,
): Promise<{ toast: ToastInput | null; headers: HeadersInit | undefined }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("flash-toast=")) return { toast: null, headers: undefined };
  const parsed = ToastSchema.safeParse(await flashCookie.parse(cookieHeader));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: { "Set-Cookie": await flashCookie.serialize("", { maxAge: 0 }) },
  };
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie.serialize(toast));
  return redirect(url, { ...init, status: init.status ?? 303, headers });
}

/**
 * A fetcher's reply whose toast the root shows: the fetcher's data stays with its form, the toast
 * goes in the cookie that the revalidating root loader reads.
 */
export async function dataWithToast<T>(body: T, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie.serialize(toast));
  return data(body, { ...init, headers });
}
