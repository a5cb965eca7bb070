// Form controls of the practice admin at sizes of their own: `fieldControlClass` (components/forms)
// already sets a width, padding and text size, and `cn` does not resolve Tailwind conflicts (ADR
// 026), so these repeat its look with theirs.
const frame =
  "rounded-lg border border-border bg-background px-3 text-foreground placeholder:text-muted/80 focus-visible:border-accent aria-[invalid=true]:border-danger";

/** A short box (a position, a mark). */
export const compactControl = `${frame} py-1.5 text-sm`;
/** A full-width small box (a filter). */
export const smallControl = `${frame} block w-full py-1.5 text-sm`;
/** Markdown: monospaced, full width. */
export const markdownControl = `${frame} block w-full py-2.5 font-mono text-sm`;
