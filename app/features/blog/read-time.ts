// Read time (spec: "5 min" by default, shown as "5 min read"): words of the text at about 200 a
// minute, at least one minute, unless the admin set it.
export const WORDS_PER_MINUTE = 200;

/** Minutes to read this plain text: words / 200, rounded, at least 1. */
export function readMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The stored form of a read time, as the spec's default "5 min". */
export function formatReadTime(minutes: number): string {
  return `${minutes} min`;
}

/** Minutes in a stored read time ("7 min" → 7), or undefined for text that is not one. */
export function parseReadTime(value: string): number | undefined {
  const match = /^\s*(\d{1,3})\s*(?:min(?:ute)?s?)?\s*$/i.exec(value);
  const minutes = match ? Number(match[1]) : NaN;
  return minutes >= 1 && minutes <= 999 ? minutes : undefined;
}
