import { z } from "zod";

/** Text as PostgreSQL can store it: without NUL (U+0000), which no one types but a client can send. */
export function withoutNul(value: string): string {
  return value.replaceAll("\0", "");
}

/**
 * The first `max` UTF-16 units of `value`, never ending in half of a surrogate pair: a lone
 * surrogate becomes an escape that PostgreSQL's jsonb refuses, so a shortened emoji made a save fail.
 */
export function clip(value: string, max: number): string {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A text field of a form: NUL characters dropped, so they cannot turn a save into a 500. */
export function formText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutNul);
}
