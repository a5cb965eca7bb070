// Words as the site's searches compare them: lower case, accents removed, letters and digits only.

/** Lower-case words of letters and digits, accents removed ("Probabilité" → "probabilite"). */
export function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
