/**
 * GET /api/grading-rules.json — the grading rules of every known term as JSON (the built-in terms
 * and those admins added), for the site's tools and for other student tools. `?term=2025-09`
 * returns one term. Formulas are expressions over the named inputs (+ - * /, parentheses, max,
 * min, avg, clamp); every term and course carries its source and confidence. Unofficial: check
 * the programme's own grading document. A course's `name`, `shortName`, `level` and `credits` are
 * the course catalogue's (the subjects row whose grading id is the course's id) when it has one.
 */
import { loadGradingCatalogue } from "~/features/grading/catalogue.server";
import { withCatalogue } from "~/features/grading/courses";
import { loadGradingTerms } from "~/features/grading/terms.server";
import type { Route } from "./+types/grading-rules.json";

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  // Admins add terms without a deploy: short enough for a new term to show up soon.
  "Cache-Control": "public, max-age=300",
  "Access-Control-Allow-Origin": "*",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("term");
  const [all, catalogue] = await Promise.all([
    loadGradingTerms(context.db),
    loadGradingCatalogue(context.db),
  ]);
  const terms = withCatalogue(wanted ? all.filter((t) => t.term === wanted) : all, catalogue);
  if (wanted && terms.length === 0) {
    return new Response(JSON.stringify({ error: `Unknown term "${wanted}"` }), {
      status: 404,
      headers: { ...HEADERS, "Cache-Control": "no-store" },
    });
  }
  const body = {
    about:
      "Unofficial grading rules, versioned by term, oldest first. T is computed from `formula` " +
      "over `inputs`; bonus counts only when T already reaches `passMark`; totals are capped at `cap`. " +
      "A course's name, shortName, level and credits come from the site's course catalogue.",
    terms,
  };
  return new Response(JSON.stringify(body), { headers: HEADERS });
}
