// BSHS1002 English II: checks every key that can be checked. Sentence patterns and object counts
// are recomputed from a constituent analysis written here; the listening and reading figures are
// recomputed from the transcript and passage data; every other choice key is pinned to the text
// of the option it must name, so a moved or mistyped index fails.
import { describe, expect, it } from "vitest";
import { entry as at, keyChecks, norm } from "~tests/setup/practice-keys";
import { announcement, passage, PATTERNS, questions, voicemail } from "./BSHS1002";

const BLANK = "____";
const { question: bySlug, single, multiple, numericValue, textAnswers } = keyChecks(questions);
const blanks = (stem: string) => stem.split(BLANK).length - 1;

/** The option text (or texts) each choice key must name, written independently of the index. */
const expectedOptions: Record<string, string | string[]> = {
  "pattern-baby-slept": "S + V",
  "pattern-aunt-sent-parcel": "S + V + O + O",
  "pattern-elected-secretary": "S + V + O + C",
  "pattern-soup-tastes-salty": "S + V + C",
  "pattern-keys-in-drawer": "S + V + A",
  "pick-svo-sentences": [
    "Priya painted the fence.",
    "Arjun fixed the bicycle.",
    "My brother owns a scooter.",
  ],
  "listening-platform-change": "platform 6",
  "listening-physical-barrier": "Drilling from a construction site next to the classroom",
  "intonation-wh-question": "a falling tone",
  "polite-request": "Could you possibly look over my report when you have a moment?",
  "contrastive-stress-your-pen": "I took someone else's pen.",
  "ch-pronounced-k": "chemistry",
  "reading-library-inference": "more shelf space",
  "reading-library-true-statements": [
    "The library started in a room above the post office.",
    "Some children use the library because their homes are not quiet.",
    "The librarian used to be a teacher.",
  ],
  "punctuation-correct-sentence": "It's time to submit the form; the office closes at five.",
  "one-word-incorrigible": "incorrigible",
  "antonym-transparent": "opaque",
  "paragraph-order-leave-letter": "QSPR",
  "email-reply-all": "Reply only to the manager",
  "constructive-feedback":
    "“Your data was strong. If each slide kept to three short points, the audience could follow it more easily.”",
  "empathetic-response":
    "“That sounds really disappointing after all your effort. Do you want to go through it together?”",
};

/** Forms a learner might write that must NOT be accepted for a text question. */
const wrongForms: Record<string, string[]> = {
  "linker-result": ["however", "moreover", "although", "but", "and", "furthermore"],
  "passive-was-approved": [
    "is approved",
    "approved",
    "has been approved",
    "was approve",
    "were approved",
    "had approved",
  ],
};

type Role = "S" | "V" | "O" | "C" | "A";
/** Constituent analysis of each sentence whose pattern or objects a question asks for. */
const analyses: Record<string, [string, Role][]> = {
  "The baby slept.": [
    ["The baby", "S"],
    ["slept", "V"],
  ],
  "My aunt sent me a parcel.": [
    ["My aunt", "S"],
    ["sent", "V"],
    ["me", "O"],
    ["a parcel", "O"],
  ],
  "The members elected Ravi secretary.": [
    ["The members", "S"],
    ["elected", "V"],
    ["Ravi", "O"],
    ["secretary", "C"],
  ],
  "The soup tastes salty.": [
    ["The soup", "S"],
    ["tastes", "V"],
    ["salty", "C"],
  ],
  "The keys are in the drawer.": [
    ["The keys", "S"],
    ["are", "V"],
    ["in the drawer", "A"],
  ],
  "Priya painted the fence.": [
    ["Priya", "S"],
    ["painted", "V"],
    ["the fence", "O"],
  ],
  "The guests arrived.": [
    ["The guests", "S"],
    ["arrived", "V"],
  ],
  "Arjun fixed the bicycle.": [
    ["Arjun", "S"],
    ["fixed", "V"],
    ["the bicycle", "O"],
  ],
  "The milk turned sour.": [
    ["The milk", "S"],
    ["turned", "V"],
    ["sour", "C"],
  ],
  "My brother owns a scooter.": [
    ["My brother", "S"],
    ["owns", "V"],
    ["a scooter", "O"],
  ],
  "The coach handed each player a new jersey.": [
    ["The coach", "S"],
    ["handed", "V"],
    ["each player", "O"],
    ["a new jersey", "O"],
  ],
};
const patternOf = (sentence: string) => {
  const parts = at(analyses, sentence);
  // The analysis must cover the sentence exactly, part by part.
  expect(parts.map(([text]) => text).join(" ") + ".").toBe(sentence);
  return parts.map(([, role]) => role).join(" + ");
};

/** How "ch" sounds in each option word. */
const chSound: Record<string, string> = {
  chair: "tʃ",
  chemistry: "k",
  cheese: "tʃ",
  church: "tʃ",
};

describe("BSHS1002 structure", () => {
  it("has at least 25 questions spread over the three exams", () => {
    expect(questions.length).toBeGreaterThanOrEqual(25);
    for (const exam of ["quiz-1", "quiz-2", "end-term"] as const)
      expect(questions.filter((q) => q.exam === exam).length).toBeGreaterThanOrEqual(6);
  });

  it("choice keys name options, options are distinct, and every key is pinned", () => {
    for (const q of questions) {
      if (q.kind !== "single" && q.kind !== "multiple") continue;
      expect(new Set(q.options.map(norm)).size, q.slug).toBe(q.options.length);
      const keys = q.kind === "single" ? [q.answer] : q.answer;
      for (const k of keys) expect(k >= 0 && k < q.options.length, q.slug).toBe(true);
      const expected = expectedOptions[q.slug];
      expect(expected, `${q.slug} has no pinned key`).toBeDefined();
      expect(keys.map((k) => q.options[k]).sort(), q.slug).toEqual([expected].flat().sort());
    }
    const choiceSlugs = questions
      .filter((q) => q.kind === "single" || q.kind === "multiple")
      .map((q) => q.slug);
    expect(Object.keys(expectedOptions).sort()).toEqual(choiceSlugs.sort());
  });

  it("blanks: text questions have exactly one blank, and no stem has two", () => {
    for (const q of questions) {
      if (q.kind === "text") expect(blanks(q.stem), q.slug).toBe(1);
      expect(blanks(q.stem), q.slug).toBeLessThanOrEqual(1);
    }
  });

  it("text answers accept none of the listed wrong forms", () => {
    const textSlugs = questions.filter((q) => q.kind === "text").map((q) => q.slug);
    expect(Object.keys(wrongForms).sort()).toEqual(textSlugs.sort());
    for (const slug of textSlugs)
      for (const wrong of at(wrongForms, slug))
        expect(textAnswers(slug), slug).not.toContain(norm(wrong));
  });

  it("the one-word linker answers are single words", () => {
    for (const a of textAnswers("linker-result")) expect(a.split(" ")).toHaveLength(1);
    for (const a of textAnswers("passive-was-approved")) expect(a.split(" ")).toHaveLength(2);
  });
});

describe("BSHS1002 computed answers", () => {
  it("derives each sentence pattern from its constituent analysis", () => {
    const patternSlugs = questions.filter((q) => q.slug.startsWith("pattern-"));
    expect(patternSlugs.length).toBe(5);
    for (const q of patternSlugs) {
      if (q.kind !== "single") throw new Error(q.slug);
      expect(q.options).toEqual([...PATTERNS]);
      const sentence = /> (.+)$/m.exec(q.stem)?.[1] ?? "";
      const pattern = patternOf(sentence);
      expect(
        q.options.filter((o) => o === pattern),
        q.slug,
      ).toEqual([q.options[q.answer]]);
    }
  });

  it("picks exactly the S + V + O sentences", () => {
    const q = multiple("pick-svo-sentences");
    const svo = q.options.filter((s) => patternOf(s) === "S + V + O").sort();
    expect(q.answer.map((i) => q.options[i]).sort()).toEqual(svo);
  });

  it("counts the objects", () => {
    const sentence = "The coach handed each player a new jersey.";
    expect(bySlug("count-objects-coach-jersey").stem).toContain(sentence);
    patternOf(sentence);
    const objects = at(analyses, sentence).filter(([, role]) => role === "O").length;
    expect(numericValue("count-objects-coach-jersey")).toBe(objects);
  });

  it("takes the new platform from the transcript", () => {
    const q = single("listening-platform-change");
    expect(q.stem).toContain(announcement.text);
    const platforms = [...announcement.text.matchAll(/platform (\d+)/g)].map((m) => Number(m[1]));
    expect(platforms[0]).toBe(announcement.scheduledPlatform);
    // "will now leave from platform N" names the new one.
    const now = /will now leave from platform (\d+)/.exec(announcement.text);
    expect(Number(now?.[1])).toBe(announcement.newPlatform);
    expect(q.options[q.answer]).toBe(`platform ${announcement.newPlatform}`);
  });

  it("totals the voicemail order", () => {
    expect(bySlug("listening-voicemail-total").stem).toContain(voicemail.text);
    expect(voicemail.text).toContain(`${voicemail.boxes} boxes`);
    expect(voicemail.text).toContain(`costs ${voicemail.pricePerBox} rupees`);
    expect(voicemail.text).toContain(`delivery is ${voicemail.delivery} rupees`);
    expect(numericValue("listening-voicemail-total")).toBe(
      voicemail.boxes * voicemail.pricePerBox + voicemail.delivery,
    );
  });

  it("computes the books not in Tamil from the passage", () => {
    expect(bySlug("reading-library-books-not-tamil").stem).toContain(passage.text);
    expect(passage.text).toContain(`${passage.totalBooks.toLocaleString("en-US")} books`);
    expect(passage.text).toContain("a quarter of them are in Tamil");
    expect(numericValue("reading-library-books-not-tamil")).toBe(
      passage.totalBooks * (1 - passage.tamilFraction),
    );
  });

  it("finds the only word where ch is /k/", () => {
    const q = single("ch-pronounced-k");
    expect(q.options.filter((w) => chSound[w] === "k")).toEqual([q.options[q.answer]]);
  });

  it("offers paragraph orders that are distinct arrangements of P, Q, R, S", () => {
    const q = single("paragraph-order-leave-letter");
    for (const o of q.options) expect([...o].sort().join("")).toBe("PQRS");
    // The sentence beginning "Therefore" must come straight after the reason (S) in the key.
    const key = q.options[q.answer] ?? "";
    expect(q.stem).toMatch(/\*\*P\*\*: Therefore/);
    expect(key.indexOf("P")).toBe(key.indexOf("S") + 1);
    expect(key[0]).toBe("Q");
  });
});
