import { describe, expect, it } from "vitest";
import { SearchSettingsFormSchema } from "~/features/settings/schema";
import { DEFAULT_SYNONYMS, synonymsFromText, synonymsToText } from "~/features/settings/synonyms";
import { correctWord, editDistance, parseQuery } from "./query";
import { parseSearchParams } from "./schema";

const vocabulary = new Set(["python", "statistics", "machine", "learning", "programming"]);

describe("query parsing", () => {
  it("counts a swap as one edit and corrects slips to known words only", () => {
    expect(editDistance("pyhton", "python")).toBe(1);
    expect(editDistance("statistcs", "statistics")).toBe(1);
    expect(correctWord("pyhton", vocabulary)).toBe("python");
    expect(correctWord("lerning", vocabulary)).toBe("learning");
    expect(correctWord("python", vocabulary)).toBeNull();
    expect(correctWord("xyzzy", vocabulary)).toBeNull();
    expect(correctWord("py", vocabulary)).toBeNull();
  });

  it("expands shorthand, longest phrase first, into OR groups", () => {
    const parsed = parseQuery("Maths 2 Quiz 1 PYQ", DEFAULT_SYNONYMS, vocabulary);
    expect(parsed.parts.map((p) => p.typed)).toEqual(["maths", "2", "quiz 1", "pyq"]);
    expect(parsed.all).toContain("('quiz' <-> '1')");
    expect(parsed.all).toContain("'qz1'");
    expect(parsed.all).toContain("('previous' <-> 'year' <-> 'question' <-> 'paper')");
    expect(parsed.all!.split(" & ")).toHaveLength(4);
  });

  it("lets no operator or quote through to the tsquery", () => {
    const parsed = parseQuery("a' | b:* & !c) (<-> '; drop table x --", [], vocabulary);
    expect(parsed.all).toMatch(/^[a-z0-9'&|:* ()<>-]+$/);
    expect(parsed.all).not.toContain("!");
    expect(parsed.all).not.toContain(";");
    expect(parseQuery("  ---  ", [], vocabulary).all).toBeNull();
  });

  it("reads the URL's parameters, ignoring what it does not know", () => {
    expect(
      parseSearchParams(new URL("http://x/search?q=%20a%20%20b&kind=pyqs&level=bsc&page=3")),
    ).toEqual({ q: "a b", kind: "pyqs", level: "bsc", page: 3 });
    expect(parseSearchParams(new URL("http://x/search?kind=x&level=%27&page=-1"))).toEqual({
      q: "",
      kind: null,
      level: null,
      page: 1,
    });
    expect(parseSearchParams(new URL("http://x/search?page=99999")).page).toBe(1);
    expect(parseSearchParams(new URL("http://x/search?page=400")).page).toBe(25);
  });
});

describe("the synonym list setting", () => {
  it("round-trips through the admin's textarea", () => {
    expect(synonymsFromText(synonymsToText(DEFAULT_SYNONYMS))).toEqual(DEFAULT_SYNONYMS);
    expect(synonymsFromText(" ET ,End  Term\n\nqz1 = quiz 1 \n")).toEqual([
      ["ET", "End Term"],
      ["qz1", "quiz 1"],
    ]);
  });

  it("refuses a line with one spelling, naming the line", () => {
    const ok = SearchSettingsFormSchema.safeParse({ synonyms: "PYQ, past paper" });
    expect(ok.success && ok.data).toEqual({ synonyms: [["PYQ", "past paper"]] });
    const bad = SearchSettingsFormSchema.safeParse({ synonyms: "PYQ, past paper\nlonely" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      "Line 2: Give each line at least two spellings, separated by commas",
    );
  });
});
