// The one way the site writes a CSV file (the admin's exports and the subscriber list), made safe
// to open in a spreadsheet, and the matching step the import takes on read-back.
import { type Options, stringify } from "csv-stringify/sync";

/**
 * Leading characters a spreadsheet may skip or trim before it looks for a formula: every
 * character `\s` matches (space, tab, line breaks, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029,
 * U+202F, U+205F, U+3000, U+FEFF) and the invisible ones it does not (U+180E, U+200B–U+200D,
 * U+2060).
 */
const SPACE = "[\\s\\u180E\\u200B-\\u200D\\u2060]";
/** = + - @ and their full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20), which some convert. */
const FORMULA = "[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]";
/** What a spreadsheet could run: a formula character after any such space, or a tab or CR. */
const RISKY = `(?:${SPACE}*${FORMULA}|[\\t\\r])`;
/** A risky cell, or one already starting with apostrophes before a risky start. */
const NEEDS_GUARD = new RegExp(`^'*${RISKY}`);
/** A cell the guard wrote: one more apostrophe than a risky value has. */
const GUARDED = new RegExp(`^'+${RISKY}`);

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe, which shows it as text;
 * so does one that already starts with apostrophes before such a start, so that
 * `undoFormulaGuard` can remove exactly one and the round trip is exact. Numbers are written as
 * text first, so `-3` goes out as `'-3` too: a spreadsheet shows it as text, and the import reads
 * it back as -3.
 */
export function guardFormula(value: string): string {
  return NEEDS_GUARD.test(value) ? `'${value}` : value;
}

/** Undoes `guardFormula` on a cell read from a CSV file (ours or a spreadsheet's). */
export function undoFormulaGuard(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

/**
 * csv-stringify's options for every CSV the site writes. A windows record delimiter turns off its
 * quoting of a lone CR or LF in a cell, which a spreadsheet then reads as a new row (whose first
 * cell may be a formula): `quoted_match` quotes every cell with either.
 */
export const CSV_OPTIONS = {
  bom: true,
  record_delimiter: "windows",
  quoted_match: /[\r\n]/,
} as const satisfies Options;

/** A CSV file (BOM, CRLF) with a header line, every cell guarded against formulas. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(guardFormula)),
    { ...CSV_OPTIONS, header: true, columns: [...columns] },
  );
}
