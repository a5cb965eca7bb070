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

// C0 controls other than tab, line feed and carriage return; DEL; C1 controls other than NEL.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0080-\u0084\u0086-\u009F]/g;
const LINE_SEPARATORS = /[\u0085\u2028\u2029]/g;

/**
 * Text without the control characters no one types (vertical tab, form feed, escape, the C1
 * range…), which formats such as iCalendar forbid; the Unicode line separators (NEL, U+2028,
 * U+2029) become line feeds. Tab, line feed and carriage return stay.
 */
export function withoutControls(value: string): string {
  return value.replace(CONTROLS, "").replace(LINE_SEPARATORS, "\n");
}

/** One line of text: controls dropped, and any line break or separator a space. */
export function oneLine(value: string): string {
  return withoutControls(value).replace(/\r\n|[\r\n]/g, " ");
}
