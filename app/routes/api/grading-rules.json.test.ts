import { describe, expect, it } from "vitest";
import { GRADING_TERMS } from "~/features/grading/rules";
import { termRulesSchema } from "~/features/grading/schema";
import { loader } from "./grading-rules.json";

const get = (url: string) => loader({ request: new Request(url) });

describe("/api/grading-rules.json", () => {
  it("returns every term's rules, publicly cacheable", async () => {
    const response = get("http://x/api/grading-rules.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    const body = (await response.json()) as { terms: unknown[] };
    expect(body.terms).toEqual(JSON.parse(JSON.stringify(GRADING_TERMS)));
    for (const term of body.terms) expect(termRulesSchema.safeParse(term).success).toBe(true);
  });

  it("filters by ?term= and answers 404 for an unknown term", async () => {
    const one = (await get("http://x/api/grading-rules.json?term=2025-09").json()) as {
      terms: { term: string }[];
    };
    expect(one.terms.map((t) => t.term)).toEqual(["2025-09"]);
    expect(get("http://x/api/grading-rules.json?term=1999-01").status).toBe(404);
  });
});
