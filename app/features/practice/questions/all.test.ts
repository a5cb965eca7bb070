// Every practice question the project ships: valid, original, unique within its course, with
// options for the kinds that have them; and how many there are per course and exam.
import { expect, it } from "vitest";
import { ORIGINAL_SOURCE, type PracticeQuestion, PracticeQuestionSchema } from "../question-schema";

// One file of questions per course (`BSMA1001.ts`); tests and shared data files are not loaded.
const files = import.meta.glob<{ questions: PracticeQuestion[] }>(
  ["./BS*.ts", "!./*.test.ts", "!./*-data.ts"],
  { eager: true },
);

const all = Object.entries(files).flatMap(([file, module]) =>
  module.questions.map((question) => ({ file, question })),
);

it("every question is valid, original and unique within its course", () => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { file, question } of all) {
    const parsed = PracticeQuestionSchema.safeParse(question);
    const label = `${file} ${question.slug}`;
    if (!parsed.success)
      problems.push(
        `${label}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    if (question.source !== ORIGINAL_SOURCE) problems.push(`${label}: source "${question.source}"`);
    if (!file.includes(question.course))
      problems.push(`${label}: course ${question.course} in ${file}`);
    const key = `${question.course}/${question.slug}`;
    if (seen.has(key)) problems.push(`${label}: slug used twice`);
    seen.add(key);
  }
  expect(problems).toEqual([]);

  const counts = new Map<string, Record<string, number>>();
  for (const { question } of all) {
    const row = counts.get(question.course) ?? {};
    row[question.exam] = (row[question.exam] ?? 0) + 1;
    counts.set(question.course, row);
  }
  const lines = [...counts].map(
    ([course, row]) =>
      `${course}: ${Object.values(row).reduce((a, b) => a + b, 0)} (${Object.entries(row)
        .map(([exam, n]) => `${exam} ${n}`)
        .join(", ")})`,
  );
  console.log(`[practice figures] ${all.length} questions; ${lines.join("; ")}`);
});
