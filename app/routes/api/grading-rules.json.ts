/**
 * GET /api/grading-rules.json — the grading rules of every known term as JSON,
 * for the site's tools and for other student tools. `?term=2025-09` returns
 * one term. Formulas are expressions over the named inputs (+ - * /,
 * parentheses, max, min, avg, clamp); every term and course carries its source
 * and confidence. Unofficial: check the programme's own grading document.
 */
import { GRADING_TERMS } from "~/features/grading/rules";

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
  "Access-Control-Allow-Origin": "*",
};

export function loader({ request }: { request: Request }) {
  const wanted = new URL(request.url).searchParams.get("term");
  const terms = wanted ? GRADING_TERMS.filter((t) => t.term === wanted) : GRADING_TERMS;
  if (wanted && terms.length === 0) {
    return new Response(JSON.stringify({ error: `Unknown term "${wanted}"` }), {
      status: 404,
      headers: { ...HEADERS, "Cache-Control": "no-store" },
    });
  }
  const body = {
    about:
      "Unofficial grading rules, versioned by term. T is computed from `formula` over `inputs`; " +
      "bonus counts only when T already reaches `passMark`; totals are capped at `cap`.",
    terms,
  };
  return new Response(JSON.stringify(body), { headers: HEADERS });
}
