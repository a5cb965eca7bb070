// Every BSCS1002 key is checked by running the question's Python with python3: the printed
// output must be the key, and no other option may show it.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PY, questions } from "./BSCS1002";

function python3Available(): boolean {
  const probe = spawnSync("python3", ["--version"], { encoding: "utf8" });
  return probe.status === 0;
}
const HAVE_PYTHON = python3Available();
if (!HAVE_PYTHON && process.env.CI !== "true") {
  console.warn(
    "\n!!! BSCS1002: python3 is not installed, so the Python answer keys are NOT checked (CI fails here). !!!\n",
  );
}

function run(code: string): { out: string; ok: boolean } {
  const result = spawnSync("python3", ["-c", code], { encoding: "utf8", timeout: 10_000 });
  return { out: (result.stdout ?? "").replace(/\n$/, ""), ok: result.status === 0 };
}

/** An option's text without its surrounding backticks. */
const bare = (option: string) => option.replace(/^`|`$/g, "");
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

describe.skipIf(!HAVE_PYTHON && process.env.CI !== "true")(
  "BSCS1002 keys, by running Python",
  () => {
    it("python3 is installed (required in CI)", () => {
      expect(HAVE_PYTHON).toBe(true);
    });

    it("every question has its Python and every Python has its question", () => {
      expect(questions.map((q) => q.slug).sort()).toEqual(Object.keys(PY).sort());
    });

    for (const question of questions) {
      const check = PY[question.slug];
      it(question.slug, () => {
        expect(check).toBeDefined();
        if (!check) return;
        if (check.type === "output") {
          expect(question.stem).toContain(check.code);
          const { out, ok } = run(check.code);
          expect(ok).toBe(true);
          if (question.kind === "single") {
            const matching = question.options.flatMap((o, i) => (bare(o) === out ? [i] : []));
            expect(matching).toEqual([question.answer]);
          } else if (question.kind === "numeric") {
            const value = Number(out);
            expect(Number.isFinite(value)).toBe(true);
            if ("value" in question.answer) {
              expect(Math.abs(value - question.answer.value)).toBeLessThanOrEqual(
                question.answer.tolerance ?? 0,
              );
            } else {
              expect(value).toBeGreaterThanOrEqual(question.answer.min);
              expect(value).toBeLessThanOrEqual(question.answer.max);
            }
          } else if (question.kind === "text") {
            expect(norm(question.answer[0] ?? "")).toBe(norm(out));
          } else {
            throw new Error(`${question.slug}: no output check for kind ${question.kind}`);
          }
        } else if (check.type === "fill") {
          expect(question.kind).toBe("single");
          if (question.kind !== "single") return;
          expect(question.stem).toContain(check.template);
          expect(question.stem).toContain(check.target);
          const printsTarget = question.options.flatMap((o, i) => {
            const { out } = run(check.template.replace("___", bare(o)));
            return out === check.target ? [i] : [];
          });
          expect(printsTarget).toEqual([question.answer]);
        } else {
          expect(question.kind).toBe("multiple");
          if (question.kind !== "multiple") return;
          const raising = question.options.flatMap((o, i) => (run(bare(o)).ok ? [] : [i]));
          expect(raising).toEqual([...question.answer].sort((a, b) => a - b));
        }
      });
    }
  },
);
