// A question's stem as one short line of plain text, for the practice lists and the page's
// description: Markdown marks dropped and LaTeX read as a person would type it (A ∪ B, x², a/b).
// Rendering every stem with Temml to read its text would cost about a millisecond a question,
// and MathML's text loses fractions and powers; this is a few microseconds and keeps them.

const SYMBOLS: Record<string, string> = {
  cup: "∪",
  cap: "∩",
  times: "×",
  cdot: "·",
  div: "÷",
  pm: "±",
  mp: "∓",
  le: "≤",
  leq: "≤",
  ge: "≥",
  geq: "≥",
  ne: "≠",
  neq: "≠",
  approx: "≈",
  equiv: "≡",
  sim: "∼",
  propto: "∝",
  to: "→",
  rightarrow: "→",
  longrightarrow: "→",
  leftarrow: "←",
  Rightarrow: "⇒",
  implies: "⇒",
  Leftarrow: "⇐",
  iff: "⇔",
  Leftrightarrow: "⇔",
  mapsto: "↦",
  in: "∈",
  notin: "∉",
  ni: "∋",
  subset: "⊂",
  subseteq: "⊆",
  supset: "⊃",
  supseteq: "⊇",
  emptyset: "∅",
  varnothing: "∅",
  infty: "∞",
  forall: "∀",
  exists: "∃",
  neg: "¬",
  lnot: "¬",
  land: "∧",
  wedge: "∧",
  lor: "∨",
  vee: "∨",
  oplus: "⊕",
  sum: "Σ",
  prod: "Π",
  int: "∫",
  partial: "∂",
  nabla: "∇",
  ldots: "…",
  cdots: "⋯",
  dots: "…",
  circ: "∘",
  setminus: "∖",
  mid: "|",
  vert: "|",
  lvert: "|",
  rvert: "|",
  Vert: "‖",
  lVert: "‖",
  rVert: "‖",
  lfloor: "⌊",
  rfloor: "⌋",
  lceil: "⌈",
  rceil: "⌉",
  langle: "⟨",
  rangle: "⟩",
  prime: "′",
  degree: "°",
  angle: "∠",
  triangle: "△",
  perp: "⊥",
  parallel: "∥",
  therefore: "∴",
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  epsilon: "ε",
  varepsilon: "ε",
  zeta: "ζ",
  eta: "η",
  theta: "θ",
  kappa: "κ",
  lambda: "λ",
  mu: "μ",
  nu: "ν",
  xi: "ξ",
  pi: "π",
  rho: "ρ",
  sigma: "σ",
  tau: "τ",
  phi: "φ",
  varphi: "φ",
  chi: "χ",
  psi: "ψ",
  omega: "ω",
  Gamma: "Γ",
  Delta: "Δ",
  Theta: "Θ",
  Lambda: "Λ",
  Pi: "Π",
  Sigma: "Σ",
  Phi: "Φ",
  Psi: "Ψ",
  Omega: "Ω",
  quad: " ",
  qquad: " ",
  "\\": "; ",
  ",": " ",
  ";": " ",
  ":": " ",
  "!": "",
  " ": " ",
};

/** Commands that only set size, style or spacing: dropped, their argument (if any) kept. */
const DROPPED = new Set([
  "left",
  "right",
  "big",
  "Big",
  "bigg",
  "Bigg",
  "bigl",
  "bigr",
  "Bigl",
  "Bigr",
  "displaystyle",
  "textstyle",
  "limits",
  "nolimits",
  "mathrm",
  "mathbf",
  "mathit",
  "mathsf",
  "mathtt",
  "mathcal",
  "boldsymbol",
  "text",
  "textbf",
  "textit",
  "textrm",
  "operatorname",
  "mbox",
  "hbox",
]);

const BLACKBOARD: Record<string, string> = { R: "ℝ", N: "ℕ", Z: "ℤ", Q: "ℚ", C: "ℂ", P: "ℙ" };
const ACCENTS: Record<string, string> = {
  bar: "\u0304",
  overline: "\u0305",
  hat: "\u0302",
  widehat: "\u0302",
  tilde: "\u0303",
  widetilde: "\u0303",
  vec: "\u20d7",
  dot: "\u0307",
};
const SUPERSCRIPT: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "+": "⁺",
  "-": "⁻",
  "−": "⁻",
  n: "ⁿ",
  i: "ⁱ",
  T: "ᵀ",
  "′": "′",
};
const SUBSCRIPT: Record<string, string> = {
  "0": "₀",
  "1": "₁",
  "2": "₂",
  "3": "₃",
  "4": "₄",
  "5": "₅",
  "6": "₆",
  "7": "₇",
  "8": "₈",
  "9": "₉",
  "+": "₊",
  "-": "₋",
  i: "ᵢ",
  j: "ⱼ",
  n: "ₙ",
  k: "ₖ",
};

/** Reads TeX one piece at a time; `pos` moves through `src`. */
class TexReader {
  pos = 0;
  constructor(private readonly src: string) {}

  /** The whole formula (or the rest of a group when `inGroup`) as text. */
  readAll(inGroup = false): string {
    let out = "";
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (c === "}") {
        this.pos++;
        if (inGroup) return out;
        continue;
      }
      // A script sits against what it follows: "\\log_2" is log₂, not "log ₂".
      if (c === "^" || c === "_") out = out.trimEnd();
      out += this.readPiece();
    }
    return out;
  }

  /** One argument: a group `{…}`, a command, or one character. */
  readArg(): string {
    while (this.src[this.pos] === " ") this.pos++;
    const c = this.src[this.pos];
    if (c === undefined) return "";
    if (c === "{") {
      this.pos++;
      return this.readAll(true);
    }
    return this.readPiece();
  }

  /** An optional argument `[…]`, skipped. */
  skipOptional(): void {
    if (this.src[this.pos] !== "[") return;
    const end = this.src.indexOf("]", this.pos);
    this.pos = end < 0 ? this.src.length : end + 1;
  }

  readPiece(): string {
    const c = this.src[this.pos++]!;
    switch (c) {
      case "{":
        return this.readAll(true);
      case "\\":
        return this.readCommand();
      case "^":
        return script(this.readArg(), SUPERSCRIPT, "^");
      case "_":
        return script(this.readArg(), SUBSCRIPT, "_");
      case "&":
        return " ";
      case "~":
        return " ";
      case "\n":
        return " ";
      default:
        return c;
    }
  }

  readCommand(): string {
    const rest = this.src.slice(this.pos);
    const name = /^[A-Za-z]+/.exec(rest)?.[0] ?? rest.charAt(0);
    this.pos += name.length;
    if (name === "") return "";
    if (name === "frac" || name === "dfrac" || name === "tfrac" || name === "cfrac") {
      const top = this.readArg();
      const bottom = this.readArg();
      return `${grouped(top)}/${grouped(bottom)}`;
    }
    if (name === "binom") {
      const n = this.readArg();
      const k = this.readArg();
      return `C(${n.trim()}, ${k.trim()})`;
    }
    if (name === "sqrt") {
      this.skipOptional();
      return `√${grouped(this.readArg())}`;
    }
    if (name === "mathbb") {
      const arg = this.readArg().trim();
      return BLACKBOARD[arg] ?? arg;
    }
    if (name in ACCENTS) {
      const arg = this.readArg().trim();
      return arg.length === 1 ? arg + ACCENTS[name] : arg;
    }
    if (name === "begin" || name === "end") {
      this.readArg();
      return " ";
    }
    if (name === "left" || name === "right") {
      // `\left.` is an invisible delimiter.
      if (this.src[this.pos] === ".") this.pos++;
      return "";
    }
    if (DROPPED.has(name)) return "";
    if (name in SYMBOLS) return SYMBOLS[name]!;
    // Function names keep a space after them: "\log x", "\sin\theta".
    if (/^[A-Za-z]+$/.test(name)) return `${name} `;
    return name; // \{ \} \% \$ \& \_ \# and the like
  }
}

/** A sub- or superscript: Unicode's small characters when every character has one. */
function script(text: string, table: Record<string, string>, mark: string): string {
  const t = text.trim();
  if (t.length > 0 && [...t].every((ch) => ch in table))
    return [...t].map((ch) => table[ch]).join("");
  return t.length === 1 ? `${mark}${t}` : `${mark}(${t})`;
}

/** A fraction's part: in brackets unless it is one number or one name. */
function grouped(text: string): string {
  const t = text.trim();
  return /^[\p{L}\p{N}.,′]+$/u.test(t) ? t : `(${t})`;
}

/** One formula as plain text. */
export function texToText(tex: string): string {
  return new TexReader(tex).readAll().replace(/\s+/g, " ").trim();
}

/** Practice Markdown (stem, option) as one line of plain text. */
export function practicePlainText(markdown: string): string {
  // Code and maths are read first and kept aside, so the Markdown marks below (`*`, `|`, `__`)
  // are only taken out of the prose.
  const kept: string[] = [];
  const keep = (text: string) => `\uE000${kept.push(text) - 1}\uE000`;
  return (
    markdown
      .replace(
        /^ {0,3}(```|~~~)[^\n]*\n([\s\S]*?)^ {0,3}\1[ \t]*$/gm,
        (_m, _f, code: string) => ` ${keep(code)} `,
      )
      .replace(/`([^`\n]+)`/g, (_m, code: string) => keep(code))
      .replace(/\$\$([\s\S]+?)\$\$/g, (_m, tex: string) => ` ${keep(texToText(tex))} `)
      .replace(
        /(?<![\\$])\$(?![\s$])((?:\\[\s\S]|[^$\\\n])+?)(?<!\s)\$(?!\d)/g,
        (_m, tex: string) => keep(texToText(tex)),
      )
      .replace(/\\\$/g, "$")
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]*>/g, " ")
      .replace(/^ {0,3}(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, "")
      // Table rows: cells apart, rule rows dropped.
      .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, " ")
      .replace(/\s*\|\s*/g, " ")
      // Emphasis marks go; a blank to fill in ("____") stays.
      .replace(/\*+|(?<![_\s])__(?!_)|(?<!_)__(?![_\s])/g, "")
      .replace(/\uE000(\d+)\uE000/g, (_m, i: string) => kept[Number(i)] ?? "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The first `max` characters of a stem's text, cut at a word with "…" when longer. */
export function stemExcerpt(markdown: string, max = 160): string {
  const text = practicePlainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
