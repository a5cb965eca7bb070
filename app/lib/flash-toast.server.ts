// A toast carried across a redirect in a short-lived, signed cookie (one toast path:
// app/lib/toast.ts). The root loader reads and clears it; without JavaScript the page shows it
// as a banner. A cookie whose signature does not match (edited, or signed by another secret) is
// ignored and cleared.
import { createCookie, redirect } from "react-router";
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
