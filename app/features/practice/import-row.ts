// A practice row of the bulk import's dry run, in the shape the import's plan takes (PlannedRow of
// app/features/import/plan.server.ts, which checks that this fits). Declared here, not imported:
// the import feature calls practice, so practice never imports it back.

export interface PlannedPracticeRow {
  kind: "practice_questions" | "practice_papers";
  row: number;
  /** What names the row for a person: its course and slug, or its title. */
  label: string;
  outcome: "add" | "update" | "unchanged" | "skip" | "error";
  /** Why it is skipped or unchanged, or notes on an add or update. */
  reasons: string[];
  errors: { column: string; message: string }[];
  /** Columns an update changes. */
  changes: string[];
  write?: {
    table: "practice_questions" | "practice_papers";
    targetId: string | null;
    values: Record<string, unknown>;
  };
}
