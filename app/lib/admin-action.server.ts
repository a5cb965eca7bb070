// The server-side steps every admin route repeats: a bounded form and its intent, an upload that
// is deleted unless the action keeps it, and a list that falls back to an empty one with its error
// toast (spec §8).
import { data } from "react-router";
import type { z } from "zod";
import { readIntent } from "./admin-action";
import { describeRefusal, readForm } from "./form-body.server";
import type { Logger } from "./logger.server";
import { ADMIN_FORM } from "./request-bounds";
import type { FileStorage } from "./storage.server";
import { errorToast, type ToastInput } from "./toast";

/**
 * An admin form read within ADMIN_FORM's bounds. A refused body (too large, wrong type,
 * malformed) is answered like an unknown intent: its 4xx with the refusal's sentence as the toast
 * and the route's other reply fields (`extra`), so the screen stays where it was instead of
 * showing an error page.
 */
export async function readAdminBody<E extends object = Record<never, never>>(
  request: Request,
  extra?: E,
) {
  try {
    return { ok: true as const, formData: await readForm(request, ADMIN_FORM) };
  } catch (error) {
    const refused = await describeRefusal(error);
    if (!refused) throw error;
    const body: E & { toast: ToastInput } = {
      ...(extra ?? ({} as E)),
      toast: errorToast(refused.message),
    };
    return { ok: false as const, reply: data(body, { status: refused.status }) };
  }
}

/** readAdminBody, then the form's intent through `schema` (readIntent). */
export async function readAdminForm<S extends z.ZodType, E extends object = Record<never, never>>(
  request: Request,
  schema: S,
  extra?: E,
) {
  const body = await readAdminBody(request, extra);
  if (!body.ok) return body;
  const read = readIntent(body.formData, schema, extra);
  return read.ok ? { ...read, formData: body.formData } : read;
}

/**
 * Runs an action's body with the file it stored while reading the form. Unless the body calls
 * `keep()` (the file now belongs to a saved row, or was replaced by a processed copy), the file is
 * deleted when the body returns or throws: a refused form, a failed save, an unknown intent.
 */
export async function withUploadDiscard<T>(
  storage: Pick<FileStorage, "delete">,
  upload: { key: string } | null | undefined,
  body: (keep: () => void) => Promise<T>,
): Promise<T> {
  let kept = false;
  try {
    return await body(() => {
      kept = true;
    });
  } finally {
    if (upload && !kept) await storage.delete(upload.key).catch(() => {});
  }
}

/**
 * A loader's data, or its `empty` form with the destructive toast that says what failed to load
 * (the error is logged). The screen shows an empty list rather than an error page.
 */
export async function loadOrEmpty<T extends object, E extends object>(
  load: () => Promise<T>,
  empty: E,
  failure: { logger: Logger; message: string; log: string; context?: object },
): Promise<(T & { toast: null }) | (E & { toast: ToastInput })> {
  try {
    return { ...(await load()), toast: null };
  } catch (error) {
    failure.logger.error({ err: error, ...failure.context }, failure.log);
    return { ...empty, toast: errorToast(failure.message) };
  }
}
