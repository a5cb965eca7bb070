// BSHS1001 English I: checks every key that can be checked. Counts (letters, sounds, nouns,
// syllables, words) and the timetable are recomputed here from the question's own data and small
// dictionaries defined below; every other choice key is pinned to the text of the option it must
// name, so a moved or mistyped index fails.
import { describe, expect, it } from "vitest";
import type { PracticeQuestion } from "~/features/practice/question-schema";
import { entry as at, keyChecks, norm } from "~tests/setup/practice-keys";
import { busTimetable, consonantWord, libraryNotice, nounSentence, questions } from "./BSHS1001";

const BLANK = "____";
const { question: bySlug, single, multiple, numericValue, textAnswers } = keyChecks(questions);
const blanks = (stem: string) => stem.split(BLANK).length - 1;

/** The option text (or texts) each choice key must name, written independently of the index. */
const expectedOptions: Record<string, string | string[]> = {
  "same-vowel-as-seat": "feet",
  "silent-b": "climb",
  "part-of-speech-fast": "an adverb",
  "idiom-break-the-ice": "to make people feel relaxed so that they start talking",
  "phrase-or-clause": "under the old railway bridge",
  "agreement-neither-nor": "were",
  "agreement-pick-correct": [
    "Each of the students has a locker.",
    "Mathematics is my favourite subject.",
    "The teacher, along with her pupils, was on the bus.",
  ],
  "name-the-tense-studying-since": "present perfect continuous",
  "scan-bus-timetable-earliest-arrival": "5X",
  "skim-main-idea-composting":
    "Composting kitchen waste at home benefits both societies and the city.",
  "active-listening-behaviour": "Summing up what they said and asking a question about it",
  "stress-in-photographer": "second",
  "first-syllable-stress-pick": ["table", "happy", "window"],
  "aspirated-p": "pencil",
  "presentation-opening":
    "“Last monsoon our hostel lost forty thousand litres of rain down the drain. Today I'll show how we can keep it.”",
  "group-discussion-disagree":
    "“I see why you say that, but the data from last year suggests otherwise. For instance…”",
  "common-errors-pick-correct": [
    "I have been living in Chennai since 2019.",
    "He gave me some useful advice.",
  ],
  "topic-sentence": "Our college offers several ways to reach the campus without a private car.",
  "formal-email-closing": "Yours sincerely,",
  "article-before-vowel-sound": "We waited for an hour at the gate.",
  "redundant-return-back": "Please return back the form by Monday.",
};

/** Forms a learner might write that must NOT be accepted for a text question. */
const wrongForms: Record<string, string[]> = {
  "question-tag-lovely-day": ["is it", "isn't she", "doesn't it", "is not it", "wasn't it"],
  "past-perfect-train-had-left": ["left", "has left", "leaves", "leave", "had leave", "was left"],
  "preposition-senior-to": ["than", "from", "over"],
};

/** Pronunciations (broad IPA, stress marks dropped) used by the sound questions. */
const ipa: Record<string, string> = {
  seat: "siːt",
  sit: "sɪt",
  set: "set",
  feet: "fiːt",
  sat: "sæt",
  number: "nʌmbə",
  climb: "klaɪm",
  robber: "rɒbə",
  about: "əbaʊt",
};
const vowelOf: Record<string, string> = {
  seat: "iː",
  sit: "ɪ",
  set: "e",
  feet: "iː",
  sat: "æ",
};
/** Whether a word begins with a vowel sound (the letter is not what counts). */
const startsWithVowelSound: Record<string, boolean> = {
  university: false,
  hour: true,
  honest: true,
  useful: false,
};
/** Phonemes of knight, one entry per sound. */
const phonemes: Record<string, string[]> = { knight: ["n", "aɪ", "t"] };

/** Syllables (hyphenated) and the stressed syllable (1-based), as a dictionary gives them. */
const syllables: Record<string, { parts: string; stress: number }> = {
  photography: { parts: "pho-tog-ra-phy", stress: 2 },
  photographer: { parts: "pho-tog-ra-pher", stress: 2 },
  photograph: { parts: "pho-to-graph", stress: 1 },
  table: { parts: "ta-ble", stress: 1 },
  begin: { parts: "be-gin", stress: 2 },
  happy: { parts: "hap-py", stress: 1 },
  economic: { parts: "e-co-nom-ic", stress: 3 },
  window: { parts: "win-dow", stress: 1 },
  hotel: { parts: "ho-tel", stress: 2 },
  spin: { parts: "spin", stress: 1 },
  spoon: { parts: "spoon", stress: 1 },
  pencil: { parts: "pen-cil", stress: 1 },
  sport: { parts: "sport", stress: 1 },
};
const syllableCount = (word: string) => at(syllables, word).parts.split("-").length;

/** Parts of speech of the noun-count sentence, word by word. */
const nounSentenceTags: [string, string][] = [
  ["The", "det"],
  ["farmer", "noun"],
  ["sold", "verb"],
  ["three", "det"],
  ["baskets", "noun"],
  ["of", "prep"],
  ["mangoes", "noun"],
  ["at", "prep"],
  ["the", "det"],
  ["market", "noun"],
  ["on", "prep"],
  ["Sunday", "noun"],
];

describe("BSHS1001 structure", () => {
  it("has at least 25 questions spread over the three exams", () => {
    expect(questions.length).toBeGreaterThanOrEqual(25);
    for (const exam of ["quiz-1", "quiz-2", "end-term"] as const)
      expect(questions.filter((q) => q.exam === exam).length).toBeGreaterThanOrEqual(6);
  });

  it("choice keys name options, options are distinct, and every key is pinned", () => {
    for (const q of questions) {
      if (q.kind !== "single" && q.kind !== "multiple") continue;
      const normalised = q.options.map(norm);
      expect(new Set(normalised).size, q.slug).toBe(q.options.length);
      const keys = q.kind === "single" ? [q.answer] : q.answer;
      for (const k of keys) expect(k >= 0 && k < q.options.length, q.slug).toBe(true);
      const expected = expectedOptions[q.slug];
      expect(expected, `${q.slug} has no pinned key`).toBeDefined();
      const chosen = keys.map((k) => q.options[k]).sort();
      expect(chosen, q.slug).toEqual([expected].flat().sort());
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
    for (const slug of textSlugs) {
      const accepted = textAnswers(slug);
      for (const wrong of at(wrongForms, slug)) expect(accepted, slug).not.toContain(norm(wrong));
    }
  });
});

describe("BSHS1001 computed answers", () => {
  it("counts the consonant letters", () => {
    const consonants = [...consonantWord].filter((c) => /[a-z]/.test(c) && !"aeiou".includes(c));
    expect(numericValue("consonant-letters-in-strengths")).toBe(consonants.length);
    expect(bySlug("consonant-letters-in-strengths").stem).toContain(consonantWord);
  });

  it("counts the sounds of knight against its letters", () => {
    const q = bySlug("sounds-versus-letters-knight");
    expect(q.stem).toContain("six letters");
    expect("knight".length).toBe(6);
    expect(numericValue(q.slug)).toBe(at(phonemes, "knight").length);
  });

  it("finds the only option with the vowel of seat", () => {
    const q = single("same-vowel-as-seat");
    const matching = q.options.filter((o) => vowelOf[o] === vowelOf.seat);
    expect(matching).toEqual([q.options[q.answer]]);
  });

  it("finds the only option whose written b is not pronounced", () => {
    const q = single("silent-b");
    const silent = q.options.filter((o) => o.includes("b") && !at(ipa, o).includes("b"));
    expect(silent).toEqual([q.options[q.answer]]);
  });

  it("counts the nouns from a word-by-word tagging", () => {
    expect(nounSentenceTags.map(([w]) => w).join(" ") + ".").toBe(nounSentence);
    const nouns = nounSentenceTags.filter(([, tag]) => tag === "noun").length;
    expect(numericValue("count-nouns-in-sentence")).toBe(nouns);
  });

  it("builds the question tag from the statement", () => {
    const q = bySlug("question-tag-lovely-day");
    const statement = /> (\w+)'s /.exec(q.stem);
    expect(statement?.[1]).toBe("It");
    // It's = it is; a positive statement takes a negative tag: auxiliary + n't + pronoun.
    expect(textAnswers(q.slug)).toContain(norm(`isn't ${statement![1]}`));
  });

  it("finds the earliest arrival in the timetable", () => {
    const q = single("scan-bus-timetable-earliest-arrival");
    for (const b of busTimetable) expect(q.stem).toContain(`| ${b.bus} | ${b.departs} |`);
    const arrival = (b: (typeof busTimetable)[number]) => {
      const [h = NaN, m = NaN] = b.departs.split(":").map(Number);
      return h * 60 + m + b.minutes;
    };
    const first = Math.min(...busTimetable.map(arrival));
    const winners = busTimetable.filter((b) => arrival(b) === first).map((b) => b.bus);
    expect(winners).toEqual([q.options[q.answer]]);
  });

  it("counts syllables and finds stress from the dictionary", () => {
    expect(numericValue("syllables-in-photography")).toBe(syllableCount("photography"));
    const ordinals = ["first", "second", "third", "fourth"];
    const stress = single("stress-in-photographer");
    expect(stress.options[stress.answer]).toBe(ordinals[at(syllables, "photographer").stress - 1]);
    expect(syllableCount("photographer")).toBe(4);
    const pick = multiple("first-syllable-stress-pick");
    const firstStressed = pick.options.filter((w) => at(syllables, w).stress === 1).sort();
    expect(pick.answer.map((i) => pick.options[i]).sort()).toEqual(firstStressed);
  });

  it("applies the aspiration rule (initial /p t k/ in a stressed syllable, not after s)", () => {
    const q = single("aspirated-p");
    const aspirated = q.options.filter(
      (w) => /^[ptk]/.test(w) && !w.startsWith("s") && at(syllables, w).stress === 1,
    );
    expect(aspirated).toEqual([q.options[q.answer]]);
  });

  it("counts the words of the notice and keeps it within the limit", () => {
    const words = libraryNotice.split(/\s+/).filter(Boolean).length;
    expect(numericValue("notice-word-count")).toBe(words);
    expect(words).toBeLessThanOrEqual(40);
  });

  it("keeps the stems of pinned questions consistent with their data", () => {
    expect(bySlug("count-nouns-in-sentence").stem).toContain(nounSentence);
    expect(bySlug("notice-word-count").stem).toContain(libraryNotice);
    const q: PracticeQuestion = bySlug("syllables-in-photography");
    expect(q.stem).toContain("photography");
  });

  it("applies the a/an rule by first sound to every article option", () => {
    const q = single("article-before-vowel-sound");
    const correct = q.options.filter((sentence) => {
      const m = /\b(a|an) (\w+)/.exec(sentence);
      if (!m) throw new Error(sentence);
      return (m[1] === "an") === at(startsWithVowelSound, m[2] ?? "");
    });
    expect(correct).toEqual([q.options[q.answer]]);
  });
});
