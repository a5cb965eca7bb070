// What every admin action and screen does with a form's `intent` (ADR 037): the action reads it
// through the route's discriminated union, the screen asks which button is being submitted.
// Safe for the browser; the server-only parts (uploads, lists) are in admin-action.server.ts.
import { data, useNavigation } from "react-router";
import { z } from "zod";
import { errorToast, type ToastInput } from "./toast";

export const UNKNOWN_ACTION = "Unknown action";

/** The first value of each field, as `FormData.get` reads it (a later duplicate is ignored). */
function firstValues(formData: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of formData) if (!(name in fields)) fields[name] = value;
  return fields;
}

/**
 * The form's intent (and the fields the union names) parsed through `schema`, or the 400
 * "Unknown action" reply, its body `{ ...extra, toast }` so that it has the fields the route's
 * other replies have (e.g. `{ result: undefined }`).
 */
export function readIntent<S extends z.ZodType, E extends object = Record<never, never>>(
  formData: FormData,
  schema: S,
  extra?: E,
):
  | { ok: true; intent: z.output<S> }
  | { ok: false; reply: ReturnType<typeof unknownActionReply<E>> } {
  const parsed = schema.safeParse(firstValues(formData));
  if (parsed.success) return { ok: true, intent: parsed.data };
  return { ok: false, reply: unknownActionReply(extra ?? ({} as E)) };
}

function unknownActionReply<E extends object>(extra: E) {
  const body: E & { toast: ToastInput } = { ...extra, toast: errorToast(UNKNOWN_ACTION) };
  return data(body, { status: 400 });
}

/**
 * The intents of a form with Conform list fields: its buttons' `intent`s, and Conform's list
 * buttons (add, remove or move a row), which post `__intent__` instead and are read as a save
 * (the form comes back with the row added, removed or moved).
 */
export function intentsWithListButtons<const T extends readonly ["save", ...string[]]>(intents: T) {
  return z.union([
    z.object({ intent: z.enum(intents) }),
    z.object({ __intent__: z.string() }).transform(() => ({ intent: "save" as const })),
  ]);
}

/** True while this page posts the form button with this intent (its busy label, disabled). */
export function useSubmittingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
