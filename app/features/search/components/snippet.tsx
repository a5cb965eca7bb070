import { MARK_END, MARK_START } from "../schema";

/**
 * A snippet with its matched words in <mark>. The text is split on the marks and rendered as
 * React text, so whatever a document or the query holds is escaped, never read as HTML.
 */
export function Snippet({ text, className }: { text: string; className?: string }) {
  const parts: React.ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_START);
    if (start === -1) {
      parts.push(rest);
      break;
    }
    if (start > 0) parts.push(rest.slice(0, start));
    const end = rest.indexOf(MARK_END, start + 1);
    const marked = rest.slice(start + 1, end === -1 ? undefined : end);
    parts.push(
      <mark key={key++} className="rounded-sm bg-accent-soft px-0.5 text-foreground">
        {marked}
      </mark>,
    );
    rest = end === -1 ? "" : rest.slice(end + 1);
  }
  return (
    <p className={className}>
      {parts.map((part) => (typeof part === "string" ? clean(part) : part))}
    </p>
  );
}

/** Marks left unpaired (a cut snippet) are dropped, not shown as boxes. */
function clean(text: string): string {
  return text.replaceAll(MARK_START, "").replaceAll(MARK_END, "");
}
