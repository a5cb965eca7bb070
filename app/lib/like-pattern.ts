import { withoutNul } from "./form-text";

/** `%word%` for ILIKE, with the wildcards a user might type (`%`, `_`, `\`) taken literally. */
export function likePattern(q: string): string {
  return `%${withoutNul(q)
    .trim()
    .slice(0, 200)
    .replace(/[\\%_]/g, "\\$&")}%`;
}
