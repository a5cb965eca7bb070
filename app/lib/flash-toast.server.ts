// A toast carried across a redirect in a short-lived cookie (one toast path: app/lib/toast.ts).
// The root loader reads and clears it; without JavaScript the page shows it as a banner.
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { secureCookies } from "./cookies.server";

const ToastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
  duration: z.number().int().positive().max(60_000).optional(),
});
export type FlashToast = z.infer<typeof ToastSchema>;

const flashCookie = createCookie("flash-toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies,
  maxAge: 60,
});

export async function readFlashToast(
  request: Request,
): Promise<{ toast: FlashToast | null; headers: HeadersInit | undefined }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("flash-toast=")) return { toast: null, headers: undefined };
  const parsed = ToastSchema.safeParse(await flashCookie.parse(cookieHeader));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: { "Set-Cookie": await flashCookie.serialize("", { maxAge: 0 }) },
  };
}

export async function redirectWithToast(url: string, toast: FlashToast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie.serialize(toast));
  return redirect(url, { ...init, status: init.status ?? 303, headers });
}
