// How deeply a post's Markdown may nest (DESIGN.md D12). The Markdown parser recurses once per
// level of quotes, lists and emphasis, so thousands of levels (`>>>>…`, `- - - …`, `****…`)
// would exhaust the stack; no post needs more than a few. Checked before parsing, by the form's
// schema (with the field's message) and by the renderer.

/** Quote and list markers that open a line, at most. */
export const MAX_MARKDOWN_NESTING = 32;
/** Leading spaces of a line outside code fences (each nested list indents 2–4 more). */
export const MAX_MARKDOWN_INDENT = 160;
/** One run of emphasis characters (`*`, `_`, `~`). */
export const MAX_DELIMITER_RUN = 200;

export const MARKDOWN_TOO_DEEP = `The content nests too deeply: at most ${MAX_MARKDOWN_NESTING} levels of quotes and lists, and runs of at most ${MAX_DELIMITER_RUN} * _ or ~.`;

const CONTAINER = /^ {0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const DELIMITER_RUN = new RegExp(
  `[*]{${MAX_DELIMITER_RUN + 1}}|_{${MAX_DELIMITER_RUN + 1}}|~{${MAX_DELIMITER_RUN + 1}}`,
);

/** Whether Markdown nests deeper than the parser may be asked to go. */
export function markdownTooDeep(markdown: string): boolean {
  if (DELIMITER_RUN.test(markdown)) return true;
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    let rest = line;
    let depth = 0;
    for (let match = CONTAINER.exec(rest); match; match = CONTAINER.exec(rest)) {
      if (++depth > MAX_MARKDOWN_NESTING) return true;
      rest = rest.slice(match[0].length);
    }
    const opened = FENCE.exec(rest);
    if (fence) {
      if (opened && opened[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (opened) {
      fence = opened[1]!;
      continue;
    }
    const indent = /^[ \t]*/.exec(rest)![0].replace(/\t/g, "    ").length;
    if (indent > MAX_MARKDOWN_INDENT) return true;
  }
  return false;
}
