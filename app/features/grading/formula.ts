/**
 * A small, safe arithmetic expression language for grading formulas.
 *
 * Grammar (recursive descent, no eval / Function):
 *   expr    := term (("+" | "-") term)*
 *   term    := unary (("*" | "/") unary)*
 *   unary   := "-" unary | primary
 *   primary := number | name | name "(" expr ("," expr)* ")" | "(" expr ")"
 *
 * Names must be declared up front; unknown names and functions are parse
 * errors, so nothing outside the declared inputs can ever be reached.
 */

export class FormulaError extends Error {
  override name = "FormulaError";
}

type Node =
  | { kind: "num"; value: number }
  | { kind: "var"; name: string }
  | { kind: "neg"; arg: Node }
  | { kind: "bin"; op: "+" | "-" | "*" | "/"; left: Node; right: Node }
  | { kind: "call"; fn: FunctionName; args: Node[] };

type Token =
  | { type: "num"; value: number; pos: number }
  | { type: "name"; value: string; pos: number }
  | { type: "op"; value: "+" | "-" | "*" | "/" | "(" | ")" | ","; pos: number };

const FUNCTIONS = {
  max: { minArgs: 1, maxArgs: Infinity, apply: (a: number[]) => Math.max(...a) },
  min: { minArgs: 1, maxArgs: Infinity, apply: (a: number[]) => Math.min(...a) },
  avg: {
    minArgs: 1,
    maxArgs: Infinity,
    apply: (a: number[]) => a.reduce((s, x) => s + x, 0) / a.length,
  },
  clamp: {
    minArgs: 3,
    maxArgs: 3,
    apply: ([x, lo, hi]: number[]) => Math.min(Math.max(x!, lo!), hi!),
  },
} as const;
type FunctionName = keyof typeof FUNCTIONS;

function isFunctionName(name: string): name is FunctionName {
  return Object.prototype.hasOwnProperty.call(FUNCTIONS, name);
}

/** Longest formula read, and deepest nesting of brackets, calls and minus signs (DESIGN.md D12). */
export const MAX_FORMULA_LENGTH = 2_000;
export const MAX_FORMULA_DEPTH = 32;

function tokenize(src: string): Token[] {
  if (src.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError(`The formula is longer than ${MAX_FORMULA_LENGTH} characters`);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9.]/.test(ch)) {
      const m = /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(src.slice(i));
      if (!m) throw new FormulaError(`Bad number at position ${i}`);
      tokens.push({ type: "num", value: Number(m[0]), pos: i });
      i += m[0].length;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i))!;
      tokens.push({ type: "name", value: m[0], pos: i });
      i += m[0].length;
      continue;
    }
    if ("+-*/(),".includes(ch)) {
      tokens.push({ type: "op", value: ch as "+", pos: i });
      i++;
      continue;
    }
    throw new FormulaError(`Unexpected character "${ch}" at position ${i}`);
  }
  return tokens;
}

class Parser {
  private i = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly names: ReadonlySet<string>,
    readonly used: Set<string>,
  ) {}

  parse(): Node {
    if (this.tokens.length === 0) throw new FormulaError("Empty formula");
    const node = this.expr();
    const extra = this.tokens[this.i];
    if (extra)
      throw new FormulaError(`Unexpected "${String(extra.value)}" at position ${extra.pos}`);
    return node;
  }

  private peekOp(...ops: string[]): string | undefined {
    const t = this.tokens[this.i];
    return t?.type === "op" && ops.includes(t.value) ? t.value : undefined;
  }

  private expect(op: string) {
    if (!this.peekOp(op)) {
      const t = this.tokens[this.i];
      throw new FormulaError(
        t ? `Expected "${op}" at position ${t.pos}` : `Expected "${op}" at end of formula`,
      );
    }
    this.i++;
  }

  private expr(): Node {
    let left = this.term();
    let op: string | undefined;
    while ((op = this.peekOp("+", "-"))) {
      this.i++;
      left = { kind: "bin", op: op as "+" | "-", left, right: this.term() };
    }
    return left;
  }

  private term(): Node {
    let left = this.unary();
    let op: string | undefined;
    while ((op = this.peekOp("*", "/"))) {
      this.i++;
      left = { kind: "bin", op: op as "*" | "/", left, right: this.unary() };
    }
    return left;
  }

  /** Runs a nested rule, refusing nesting deeper than MAX_FORMULA_DEPTH before the stack runs out. */
  private nested<T>(rule: () => T): T {
    if (++this.depth > MAX_FORMULA_DEPTH) {
      throw new FormulaError(`The formula nests more than ${MAX_FORMULA_DEPTH} levels deep`);
    }
    try {
      return rule();
    } finally {
      this.depth--;
    }
  }

  private unary(): Node {
    if (this.peekOp("-")) {
      this.i++;
      return { kind: "neg", arg: this.nested(() => this.unary()) };
    }
    return this.primary();
  }

  private primary(): Node {
    const t = this.tokens[this.i];
    if (!t) throw new FormulaError("Unexpected end of formula");
    if (t.type === "num") {
      this.i++;
      return { kind: "num", value: t.value };
    }
    if (t.type === "name") {
      this.i++;
      if (this.peekOp("(")) {
        this.i++;
        if (!isFunctionName(t.value)) throw new FormulaError(`Unknown function "${t.value}"`);
        const spec = FUNCTIONS[t.value];
        const args: Node[] = [this.nested(() => this.expr())];
        while (this.peekOp(",")) {
          this.i++;
          args.push(this.nested(() => this.expr()));
        }
        this.expect(")");
        if (args.length < spec.minArgs || args.length > spec.maxArgs) {
          throw new FormulaError(`Wrong number of arguments for "${t.value}"`);
        }
        return { kind: "call", fn: t.value, args };
      }
      if (!this.names.has(t.value)) throw new FormulaError(`Unknown name "${t.value}"`);
      this.used.add(t.value);
      return { kind: "var", name: t.value };
    }
    if (t.value === "(") {
      this.i++;
      const inner = this.nested(() => this.expr());
      this.expect(")");
      return inner;
    }
    throw new FormulaError(`Unexpected "${t.value}" at position ${t.pos}`);
  }
}

function evaluateNode(node: Node, env: ReadonlyMap<string, number>): number {
  switch (node.kind) {
    case "num":
      return node.value;
    case "var": {
      const v = env.get(node.name);
      if (v === undefined || !Number.isFinite(v)) {
        throw new FormulaError(`Missing value for "${node.name}"`);
      }
      return v;
    }
    case "neg":
      return -evaluateNode(node.arg, env);
    case "bin": {
      const a = evaluateNode(node.left, env);
      const b = evaluateNode(node.right, env);
      if (node.op === "+") return a + b;
      if (node.op === "-") return a - b;
      if (node.op === "*") return a * b;
      if (b === 0) throw new FormulaError("Division by zero");
      return a / b;
    }
    case "call":
      return FUNCTIONS[node.fn].apply(node.args.map((n) => evaluateNode(n, env)));
  }
}

export interface Formula {
  readonly source: string;
  /** The declared names the formula actually uses. */
  readonly variables: readonly string[];
  evaluate(values: Readonly<Record<string, number>>): number;
}

/** Parse once (throws FormulaError), evaluate many times. */
export function parseFormula(source: string, names: readonly string[]): Formula {
  const used = new Set<string>();
  const ast = new Parser(tokenize(source), new Set(names), used).parse();
  return {
    source,
    variables: [...used],
    evaluate(values) {
      // Only own properties of the declared names are read: no prototype lookups.
      const env = new Map<string, number>();
      for (const name of used) {
        if (Object.prototype.hasOwnProperty.call(values, name)) env.set(name, values[name]!);
      }
      return evaluateNode(ast, env);
    },
  };
}

/** A formula's syntax tree, for showing it (in words, for instance); throws FormulaError. */
export type FormulaNode = Node;
export type FormulaFunction = FunctionName;

export function formulaTree(source: string, names: readonly string[]): FormulaNode {
  return new Parser(tokenize(source), new Set(names), new Set()).parse();
}

/** Convenience for one-off use; prefer parseFormula when evaluating repeatedly. */
export function evaluateFormula(source: string, values: Readonly<Record<string, number>>): number {
  return parseFormula(source, Object.keys(values)).evaluate(values);
}
