import { z } from "zod";

/** Text as PostgreSQL can store it: without NUL (U+0000), which no one types but a client can send. */
export function withoutNul(value: string): string {
  return value.replaceAll("\0", "");
}

/** A text field of a form: NUL characters dropped, so they cannot turn a save into a 500. */
export function formText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutNul);
}
