import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { guardFormula, undoFormulaGuard, writeCsv } from "./csv.server";

const FORMULA_CHARS = ["=", "+", "-", "@", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
const LEADING = ["", " ", "  ", "\t", "\u00a0", "\u2000", "\u2009", "\u200b", "\u3000", "\ufeff"];

describe("guardFormula and undoFormulaGuard", () => {
  it("guard a formula character after any leading space, and a leading tab or CR", () => {
    for (const c of FORMULA_CHARS) {
      for (const space of LEADING) {
        const value = `${space}${c}1+1`;
        expect(guardFormula(value)).toBe(`'${value}`);
        expect(guardFormula(`'${value}`)).toBe(`''${value}`);
      }
    }
    for (const value of ["\tx", "\rx", "\t", "\r\n=1"])
      expect(guardFormula(value)).toBe(`'${value}`);
  });

  it("leave other cells alone", () => {
    for (const value of ["", "plain", "1+1", "a=b", " x", "'quoted", " '=1", "x\n=1", "3"])
      expect(guardFormula(value)).toBe(value);
  });

  it("round-trip every value exactly", () => {
    const values = [
      ...FORMULA_CHARS.flatMap((c) => LEADING.flatMap((s) => [`${s}${c}x`, `'${s}${c}x`])),
      "",
      "'",
      "''",
      "'plain",
      "''=x",
      " '=x",
      "\tx",
      "'\rx",
      "plain",
      "-3",
    ];
    for (const value of values) expect(undoFormulaGuard(guardFormula(value))).toBe(value);
  });
});

describe("writeCsv", () => {
  it("quotes a cell with a lone LF or CR, so it stays one record", () => {
    const csv = writeCsv(
      ["a", "b"],
      [
        ["one\n=1+1", "two\r@x"],
        ["x\r\n", "y"],
      ],
    );
    expect(csv).toBe('\uFEFFa,b\r\n"one\n=1+1","two\r@x"\r\n"x\r\n",y\r\n');
    const records = parse(csv, { bom: true, record_delimiter: ["\r\n", "\n", "\r"] });
    expect(records).toEqual([
      ["a", "b"],
      ["one\n=1+1", "two\r@x"],
      ["x\r\n", "y"],
    ]);
  });

  it("guards every cell", () => {
    expect(writeCsv(["a"], [["=1"], [" +1"], ["\u00a0-1"], ["\uFF20x"]])).toBe(
      "\uFEFFa\r\n'=1\r\n' +1\r\n'\u00a0-1\r\n'\uFF20x\r\n",
    );
  });
});
