/**
 * A grading formula as a reader takes it in: in words ("10% of GAA, plus 40% of the end-term
 * exam, …"), in symbols with one spacing ("0.1 × GAA + 0.4 × F"), and what each symbol stands
 * for. Pure and browser-safe; a formula that does not parse throws FormulaError.
 */
import { type FormulaNode, formulaTree } from "./formula";

export interface FormulaInput {
  name: string;
  label: string;
}

/** "GAA: average of the first 10 …" → "GAA"; a label without such a head has none. */
function labelHead(label: string): string | undefined {
  const match = /^([^:()]{1,12}):\s/.exec(label);
  return match?.[1]?.trim();
}

/** A label without its bracketed asides: "Quiz 1 (0 if not attempted)" → "Quiz 1". */
function plainLabel(label: string): string {
  return label
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * How an input is named in a sentence: the abbreviation a label starts with ("GAA"), else the
 * label without its asides; a common noun gets "the" ("the end-term exam"), a numbered name
 * ("Quiz 1", "OPPE 2") or an abbreviation stays as it is.
 */
export function inputInWords(input: FormulaInput): string {
  const head = labelHead(input.label);
  if (head) return head;
  const plain = plainLabel(input.label) || input.name;
  const [first = "", second = ""] = plain.split(" ");
  const numbered = /^\d/.test(second);
  if (/^[A-Z][a-z]/.test(first) && !numbered) {
    return `the ${first.charAt(0).toLowerCase()}${plain.slice(1)}`;
  }
  return plain;
}

/** What a symbol stands for, without repeating it: "GAA: average of …" → "average of …". */
export function inputMeaning(input: FormulaInput): string {
  const head = labelHead(input.label);
  if (head === input.name) return input.label.slice(input.label.indexOf(":") + 1).trim();
  return input.label;
}

/** 0.1 → "0.1", 2.50 → "2.5": at most four decimals, no trailing zeros. */
function formatNumber(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** A share written as a percentage when it is one (0 < c ≤ 1): 0.15 → "15%". */
function percentage(value: number): string | undefined {
  if (!(value > 0 && value <= 1)) return undefined;
  return `${formatNumber(value * 100)}%`;
}

type Sign = "+" | "-";

/** The terms of a chain of + and −, in order, each with its sign. */
function sumTerms(node: FormulaNode, sign: Sign = "+", out: [Sign, FormulaNode][] = []) {
  if (node.kind === "bin" && (node.op === "+" || node.op === "-")) {
    sumTerms(node.left, sign, out);
    const flip: Sign = sign === "+" ? "-" : "+";
    sumTerms(node.right, node.op === "+" ? sign : flip, out);
  } else {
    out.push([sign, node]);
  }
  return out;
}

/** A name, a number, or a number times a name: said without brackets or lettered choices. */
function isSimple(node: FormulaNode): boolean {
  if (node.kind === "var" || node.kind === "num") return true;
  if (node.kind === "bin" && node.op === "*") {
    return (
      (node.left.kind === "num" && isSimple(node.right)) ||
      (node.right.kind === "num" && isSimple(node.left))
    );
  }
  if (node.kind === "call") return node.args.every((arg) => arg.kind === "var");
  return false;
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

class Words {
  constructor(private readonly names: ReadonlyMap<string, string>) {}

  say(node: FormulaNode, depth: number): string {
    switch (node.kind) {
      case "num":
        return formatNumber(node.value);
      case "var":
        return this.names.get(node.name) ?? node.name;
      case "neg":
        return `minus ${this.say(node.arg, depth + 1)}`;
      case "bin":
        if (node.op === "+" || node.op === "-") return this.sum(node, depth);
        if (node.op === "*") return this.product(node.left, node.right, depth);
        return `${this.say(node.left, depth + 1)} divided by ${this.say(node.right, depth + 1)}`;
      case "call":
        return this.call(node, depth);
    }
  }

  private sum(node: FormulaNode, depth: number): string {
    const joiner = depth === 0 ? ", " : " ";
    return sumTerms(node)
      .map(([sign, term], index) => {
        const words = this.say(term, depth + 1);
        if (index === 0) return sign === "+" ? words : `minus ${words}`;
        return `${joiner}${sign === "+" ? "plus" : "minus"} ${words}`;
      })
      .join("");
  }

  private product(left: FormulaNode, right: FormulaNode, depth: number): string {
    const [factor, of] = left.kind === "num" ? [left, right] : [right, left];
    const inner = this.say(of, depth + 1);
    const bracketed = of.kind === "bin" && (of.op === "+" || of.op === "-") ? `(${inner})` : inner;
    if (factor.kind === "num") {
      const share = percentage(factor.value);
      if (share) return `${share} of ${bracketed}`;
      return `${formatNumber(factor.value)} times ${bracketed}`;
    }
    return `${this.say(left, depth + 1)} times ${this.say(right, depth + 1)}`;
  }

  private call(node: Extract<FormulaNode, { kind: "call" }>, depth: number): string {
    const { fn, args } = node;
    if (fn === "clamp") {
      const [value, low, high] = args.map((arg) => this.say(arg, depth + 1));
      return `${value}, kept between ${low} and ${high}`;
    }
    if ((fn === "min" || fn === "max") && args.length === 2) {
      const number = args.find((arg) => arg.kind === "num");
      const other = args.find((arg) => arg !== number);
      if (number && other) {
        const value = this.say(other, depth + 1);
        const bound = this.say(number, depth + 1);
        return fn === "min" ? `${value}, counted up to ${bound}` : `${value}, at least ${bound}`;
      }
    }
    const many = args.length > 2;
    const lead = {
      max: many ? "the highest of" : "the higher of",
      min: many ? "the lowest of" : "the lower of",
      avg: "the average of",
    }[fn];
    if (args.every(isSimple)) {
      return `${lead} ${listWords(args.map((arg) => this.say(arg, depth + 1)))}`;
    }
    const choices = args.map((arg, index) => `(${LETTERS[index]}) ${this.say(arg, depth + 1)}`);
    return `${lead}: ${choices.join(fn === "avg" ? "; and " : "; or ")}`;
  }
}

/** The formula in words, each input named as `inputInWords` names it. */
export function formulaInWords(source: string, inputs: readonly FormulaInput[]): string {
  const tree = formulaTree(
    source,
    inputs.map((input) => input.name),
  );
  const names = new Map(inputs.map((input) => [input.name, inputInWords(input)]));
  return new Words(names).say(tree, 0);
}

const PRECEDENCE = { "+": 1, "-": 1, "*": 2, "/": 2 } as const;

function symbols(node: FormulaNode): string {
  switch (node.kind) {
    case "num":
      return formatNumber(node.value);
    case "var":
      return node.name;
    case "neg": {
      const arg = symbols(node.arg);
      return node.arg.kind === "bin" ? `−(${arg})` : `−${arg}`;
    }
    case "call":
      return `${node.fn}(${node.args.map(symbols).join(", ")})`;
    case "bin": {
      const own = PRECEDENCE[node.op];
      const side = (child: FormulaNode, right: boolean) => {
        const text = symbols(child);
        if (child.kind !== "bin") return text;
        const theirs = PRECEDENCE[child.op];
        // a − (b + c) and a / (b × c) keep their brackets; a + b × c needs none.
        const needs =
          theirs < own || (right && theirs === own && node.op !== "+" && node.op !== "*");
        return needs ? `(${text})` : text;
      };
      const op = { "+": "+", "-": "−", "*": "×", "/": "÷" }[node.op];
      return `${side(node.left, false)} ${op} ${side(node.right, true)}`;
    }
  }
}

/** The formula in symbols, spaced one way whatever way it was typed: "0.1 × GAA + max(Qz1, Qz2)". */
export function formulaInSymbols(source: string, inputs: readonly FormulaInput[]): string {
  return symbols(
    formulaTree(
      source,
      inputs.map((input) => input.name),
    ),
  );
}

/** The inputs a formula uses, in the order they first appear, with what each stands for. */
export function formulaLegend(
  source: string,
  inputs: readonly FormulaInput[],
): { name: string; meaning: string }[] {
  const seen: string[] = [];
  const walk = (node: FormulaNode) => {
    if (node.kind === "var" && !seen.includes(node.name)) seen.push(node.name);
    if (node.kind === "neg") walk(node.arg);
    if (node.kind === "bin") {
      walk(node.left);
      walk(node.right);
    }
    if (node.kind === "call") node.args.forEach(walk);
  };
  walk(
    formulaTree(
      source,
      inputs.map((input) => input.name),
    ),
  );
  return seen.map((name) => {
    const input = inputs.find((candidate) => candidate.name === name)!;
    return { name, meaning: inputMeaning(input) };
  });
}
