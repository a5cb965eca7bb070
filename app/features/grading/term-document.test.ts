import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { JAN_2026, SEP_2025 } from "./rules";
import type { TermRules } from "./schema";
import {
  formatIssuePath,
  formatTermDocument,
  GradingTermFormSchema,
  validateTermDocument,
} from "./term-document";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A small new term: the Jan 2026 rules renamed, with one course. */
function newTerm(change: (doc: TermRules) => void = () => {}): TermRules {
  const doc = clone(JAN_2026);
  doc.term = "2026-05";
  doc.title = "May 2026 term";
  doc.courses = doc.courses.slice(0, 1);
  change(doc);
  return doc;
}

const issues = (text: string) => {
  const result = validateTermDocument(text);
  if (result.ok) throw new Error("expected the document to be refused");
  return result;
};

describe("validateTermDocument", () => {
  it("accepts every built-in term as formatted for the admin", () => {
    for (const term of [SEP_2025, JAN_2026]) {
      const result = validateTermDocument(formatTermDocument(term));
      expect(result).toEqual({ ok: true, rules: term });
    }
  });

  it("explains invalid JSON with the parser's message", () => {
    const result = issues('{"term": "2026-05",');
    expect(result.kind).toBe("json");
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatch(/^Not valid JSON: .+/);
    expect(issues("").issues[0]).toMatch(/^Not valid JSON: /);
  });

  it("lists every schema issue with its path, naming the course", () => {
    const doc = newTerm((d) => {
      (d as { title: unknown }).title = 5;
      d.courses[0]!.credits = 0;
      delete (d.courses[0] as Partial<TermRules["courses"][number]>).cap;
    });
    const result = issues(JSON.stringify(doc));
    expect(result.kind).toBe("schema");
    expect(result.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^title: .*expected string/),
        expect.stringMatching(/^courses\[0\] \(maths-1\)\.credits: /),
        expect.stringMatching(/^courses\[0\] \(maths-1\)\.cap: /),
      ]),
    );
    expect(issues("[]").issues).toEqual([expect.stringMatching(/^Document: .*expected object/)]);
  });

  it("refuses a formula the evaluator cannot parse, also alongside other issues", () => {
    const bad = newTerm((d) => {
      d.courses[0]!.formula = "0.4*F + process";
    });
    expect(issues(JSON.stringify(bad)).issues).toEqual([
      'courses[0] (maths-1).formula: Unknown name "process"',
    ]);
    const both = newTerm((d) => {
      d.passMark = "40" as unknown as number;
      d.courses[0]!.formula = "0.6*F +";
      d.courses[0]!.endTermEligibility[0]!.expr = "AW5of7 >= 40";
    });
    const listed = issues(JSON.stringify(both)).issues;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^passMark: /),
        "courses[0] (maths-1).formula: Unexpected end of formula",
        'courses[0] (maths-1).endTermEligibility[0].expr: Unexpected character ">" at position 7',
      ]),
    );
  });

  it("refuses a formula that fails when used: division by zero, impossible ranges", () => {
    const division = newTerm((d) => {
      d.courses[0]!.formula = "F / Qz1 * 10";
    });
    expect(issues(JSON.stringify(division)).issues).toEqual([
      "courses[0] (maths-1).formula: Division by zero when every input is at its minimum",
    ]);
    const range = newTerm((d) => {
      d.courses[0]!.inputs[0]!.min = 50;
      d.courses[0]!.inputs[0]!.max = 10;
    });
    expect(issues(JSON.stringify(range)).issues).toEqual([
      "courses[0] (maths-1).inputs[0].max: Must be at least min (50)",
    ]);
    const huge = newTerm((d) => {
      d.courses[0]!.inputs.find((input) => input.name === "F")!.max = 1e9;
    });
    expect(issues(JSON.stringify(huge)).issues).toEqual([
      "courses[0] (maths-1).endTermInput: The end-term mark may span at most 1000 points",
    ]);
    const noZero = newTerm((d) => {
      d.courses[0]!.inputs[0]!.min = 10;
    });
    expect(issues(JSON.stringify(noZero)).issues).toEqual([
      expect.stringMatching(
        /^courses\[0\] \(maths-1\): The grade predictor cannot use this course/,
      ),
    ]);
  });

  it("lists at most 50 problems and counts the rest", () => {
    const doc = clone(SEP_2025);
    for (const course of doc.courses) {
      course.name = "";
      course.credits = -1;
      course.cap = -1;
    }
    const listed = issues(JSON.stringify(doc)).issues;
    expect(listed).toHaveLength(51);
    expect(listed[50]).toMatch(/^…and \d+ more problems$/);
  });
});

describe("formatIssuePath", () => {
  it("writes indexes in brackets and a course's id beside its index only", () => {
    const doc = { courses: [{ id: "mlt", inputs: [{ id: "x" }] }] };
    expect(formatIssuePath(["courses", 0, "inputs", 0, "max"], doc)).toBe(
      "courses[0] (mlt).inputs[0].max",
    );
    expect(formatIssuePath(["gradeCutoffs", 2, "min"], doc)).toBe("gradeCutoffs[2].min");
    expect(formatIssuePath([], doc)).toBe("Document");
  });
});

describe("GradingTermFormSchema", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return parseWithZod(data, { schema: GradingTermFormSchema });
  };

  it("gives the parsed rules, and the term being edited", () => {
    const submission = form({ original: "2026-05", document: JSON.stringify(newTerm()) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.original).toBe("2026-05");
    expect(submission.value.document.term).toBe("2026-05");
  });

  it("puts every message on the document field and keeps the typed text", () => {
    const typed = '{"term": 2026}';
    const submission = form({ document: typed });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error?.document?.length).toBeGreaterThan(1);
    expect(reply.initialValue?.document).toBe(typed);
    expect(form({ document: "" }).reply().error?.document).toEqual([
      "Paste the term's rules as JSON",
    ]);
    expect(form({ document: "x".repeat(300_001) }).reply().error?.document).toEqual([
      "The document may be at most 3,00,000 characters",
    ]);
  });
});
