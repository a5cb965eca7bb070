// BSHS1001 English I: original practice questions. Sentences, passages and tables are written for
// this project; the data a test recounts (the timetable, the notice) is exported with them.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

const base = { course: "BSHS1001", source: ORIGINAL_SOURCE } as const;

/** Week 6 scanning: departures from one stop, as shown to the student. */
export const busTimetable = [
  { bus: "12A", departs: "08:05", minutes: 50 },
  { bus: "19C", departs: "08:15", minutes: 35 },
  { bus: "27", departs: "08:10", minutes: 45 },
  { bus: "5X", departs: "08:20", minutes: 25 },
] as const;

/** Week 12: a notice whose words the student counts against a limit. */
export const libraryNotice =
  "The college library will stay closed on Friday for stock checking. Books due on Friday may be returned on Saturday without a fine. The reading room will open at 10 a.m. on Saturday.";

/** Week 2: the sentence whose nouns the student counts. */
export const nounSentence = "The farmer sold three baskets of mangoes at the market on Sunday.";

/** Week 1: the word whose consonant letters the student counts. */
export const consonantWord = "strengths";

const timetableTable = [
  "| Bus | Departs | Journey time |",
  "|---|---|---|",
  ...busTimetable.map((b) => `| ${b.bus} | ${b.departs} | ${b.minutes} min |`),
].join("\n");

export const questions: PracticeQuestion[] = [
  // ---------- Quiz 1: weeks 1–4 ----------
  {
    ...base,
    slug: "consonant-letters-in-strengths",
    exam: "quiz-1",
    topic: "Vowels and consonants",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: `How many **consonant letters** are there in the word *${consonantWord}*? (Count letters, not sounds; a letter that appears twice counts twice.)`,
    solution:
      "The vowel letters of English are *a, e, i, o, u*.\n\nSpell the word out: s-t-r-e-n-g-t-h-s (9 letters).\n\nOnly *e* is a vowel letter, so the consonant letters number $9 - 1 = 8$.\n\n**Answer: 8.** (The word is a well-known example of a long consonant cluster at both ends of a single syllable.)",
    answer: { value: 8, tolerance: 0 },
  },
  {
    ...base,
    slug: "sounds-versus-letters-knight",
    exam: "quiz-1",
    topic: "Sounds and letters",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: "The word *knight* has six letters. How many **sounds** (phonemes) does it have in standard pronunciation?",
    solution:
      "Spelling and sound do not match one to one in English.\n\n- *k* is silent.\n- *n* gives /n/.\n- *igh* together give the single diphthong /aɪ/.\n- *t* gives /t/.\n\nSo *knight* is /naɪt/: /n/ + /aɪ/ + /t/ = **3 sounds**.",
    answer: { value: 3, tolerance: 0 },
  },
  {
    ...base,
    slug: "same-vowel-as-seat",
    exam: "quiz-1",
    topic: "Vowel sounds",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Which word has the **same vowel sound** as *seat*?",
    options: ["sit", "set", "feet", "sat"],
    answer: 2,
    solution:
      "*Seat* has the long vowel /iː/.\n\n| Word | Vowel |\n|---|---|\n| sit | /ɪ/ (short) |\n| set | /e/ |\n| feet | /iː/ |\n| sat | /æ/ |\n\nOnly **feet** shares /iː/; *sit* is the short partner /ɪ/, a common confusion.",
  },
  {
    ...base,
    slug: "silent-b",
    exam: "quiz-1",
    topic: "Silent letters",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "In which word is the letter *b* **silent**?",
    options: ["number", "climb", "robber", "about"],
    answer: 1,
    solution:
      "After *m* at the end of a word, *b* is not pronounced: *climb* is /klaɪm/ (compare *comb*, *thumb*).\n\nIn *number*, *robber* and *about* the *b* is sounded as /b/.\n\n**Answer: climb.**",
  },
  {
    ...base,
    slug: "part-of-speech-fast",
    exam: "quiz-1",
    topic: "Parts of speech",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "In the sentence *The new trainee learns very fast.*, the word **fast** is",
    options: ["an adjective", "an adverb", "a noun", "a verb"],
    answer: 1,
    solution:
      "Ask what *fast* describes. It tells us **how** the trainee *learns*, so it modifies the verb *learns*.\n\nA word that modifies a verb is an **adverb**. (*Fast* can also be an adjective, as in *a fast train*, where it describes a noun; the part of speech depends on the job the word does in the sentence.)",
  },
  {
    ...base,
    slug: "count-nouns-in-sentence",
    exam: "quiz-1",
    topic: "Parts of speech",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: `How many **nouns** are there in this sentence?\n\n> ${nounSentence}`,
    solution:
      "Go word by word:\n\n| Word | Part of speech |\n|---|---|\n| The | article (determiner) |\n| farmer | **noun** |\n| sold | verb |\n| three | numeral (determiner) |\n| baskets | **noun** |\n| of | preposition |\n| mangoes | **noun** |\n| at | preposition |\n| the | article |\n| market | **noun** |\n| on | preposition |\n| Sunday | **noun** (proper) |\n\nNouns: farmer, baskets, mangoes, market, Sunday = **5**.",
    answer: { value: 5, tolerance: 0 },
  },
  {
    ...base,
    slug: "idiom-break-the-ice",
    exam: "quiz-1",
    topic: "Idioms",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "At the start of the workshop, the trainer told a short joke to **break the ice**. What does the idiom mean here?",
    options: [
      "to end a meeting early",
      "to make people feel relaxed so that they start talking",
      "to criticise someone openly",
      "to cancel a plan at the last moment",
    ],
    answer: 1,
    solution:
      "An idiom's meaning is not the sum of its words; nothing is literally broken.\n\n*Break the ice* means to ease the first awkwardness among people who do not know one another, so that conversation can begin. The trainer's joke does exactly this at the start of a workshop.\n\n**Answer: to make people feel relaxed so that they start talking.**",
  },
  {
    ...base,
    slug: "phrase-or-clause",
    exam: "quiz-1",
    topic: "Phrases and clauses",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "Which of these is a **phrase**, not a clause?",
    options: [
      "because the shop was shut",
      "when she arrived",
      "under the old railway bridge",
      "that he had won",
    ],
    answer: 2,
    solution:
      "A **clause** has a subject and a finite verb; a **phrase** does not.\n\n- *because the shop **was** shut*: subject *the shop*, verb *was*: clause.\n- *when she **arrived***: subject *she*, verb *arrived*: clause.\n- *that he **had won***: subject *he*, verb *had won*: clause.\n- *under the old railway bridge*: a preposition and its noun group, no verb: **phrase** (a prepositional phrase).",
  },
  {
    ...base,
    slug: "question-tag-lovely-day",
    exam: "quiz-1",
    topic: "Spoken English: question tags",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: "Complete the question tag with **two words**:\n\n> It's a lovely morning, ____?",
    solution:
      "A question tag repeats the auxiliary of the statement with the opposite polarity, followed by the subject pronoun.\n\n- Statement: *It **is** a lovely morning* (positive, auxiliary *is*, subject *it*).\n- Tag: negative *is* + *it* → ***isn't it***.\n\nIn speech a falling tone on the tag asks for agreement; a rising tone asks a real question.",
    answer: ["isn't it", "isn’t it"],
  },

  // ---------- Quiz 2: weeks 5–8 ----------
  {
    ...base,
    slug: "past-perfect-train-had-left",
    exam: "quiz-2",
    topic: "Tenses",
    difficulty: "medium",
    marks: 2,
    kind: "text",
    stem: "Fill in the blank with the correct form of the verb in brackets:\n\n> By the time we reached the platform, the train ____ (leave).",
    solution:
      "Two past events: *we reached the platform* and *the train left*. The train left **first**.\n\nThe earlier of two past actions takes the **past perfect**: *had* + past participle.\n\nPast participle of *leave* = *left*, so: *the train **had left***.\n\n*left* alone would not show the order clearly, and *has left* is present perfect, which cannot sit with a past time clause (*By the time we reached…*).",
    answer: ["had left"],
  },
  {
    ...base,
    slug: "agreement-neither-nor",
    exam: "quiz-2",
    topic: "Subject–verb agreement",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "Choose the correct verb:\n\n> Neither the manager nor the clerks ____ at the meeting yesterday.",
    options: ["was", "were", "is", "has been"],
    answer: 1,
    solution:
      "Two checks.\n\n1. **Tense**: *yesterday* needs the simple past, which rules out *is* and *has been*.\n2. **Number**: with *neither … nor*, the verb agrees with the subject **nearer** to it. That is *the clerks*, which is plural.\n\nPlural simple past of *be* = **were**.",
  },
  {
    ...base,
    slug: "agreement-pick-correct",
    exam: "quiz-2",
    topic: "Subject–verb agreement",
    difficulty: "hard",
    marks: 3,
    kind: "multiple",
    stem: "Select **all** the sentences that are grammatically correct.",
    options: [
      "Each of the students has a locker.",
      "The list of items are on the desk.",
      "Mathematics is my favourite subject.",
      "One of my friends live in Pune.",
      "The teacher, along with her pupils, was on the bus.",
    ],
    answer: [0, 2, 4],
    solution:
      "Find the true subject of each verb.\n\n- *Each* is singular → *has*: **correct**.\n- Subject is *the list* (not *items*) → should be *is*: wrong.\n- *Mathematics* is one subject, singular → *is*: **correct**.\n- Subject is *one* → should be *lives*: wrong.\n- *along with her pupils* does not add to the subject; the subject is *the teacher* → *was*: **correct**.\n\nCorrect: sentences 1, 3 and 5.",
  },
  {
    ...base,
    slug: "name-the-tense-studying-since",
    exam: "quiz-2",
    topic: "Tenses",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Name the tense of the verb in:\n\n> Meera has been practising the violin since six o'clock.",
    options: [
      "present perfect",
      "present perfect continuous",
      "past perfect continuous",
      "present continuous",
    ],
    answer: 1,
    solution:
      "The verb group is ***has been practising***:\n\n- *has* (present) + *been* → perfect, present\n- *-ing* form → continuous\n\n**has/have + been + -ing = present perfect continuous**, used for an action that began in the past and is still going on (*since six o'clock*).",
  },
  {
    ...base,
    slug: "scan-bus-timetable-earliest-arrival",
    exam: "quiz-2",
    topic: "Reading: scanning",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `Scan the timetable. Which bus **reaches the college first**?\n\n${timetableTable}`,
    options: ["12A", "19C", "27", "5X"],
    answer: 3,
    solution:
      "Scanning means looking only for the figures you need. Arrival = departure + journey time:\n\n| Bus | Arrives |\n|---|---|\n| 12A | 08:05 + 50 min = 08:55 |\n| 19C | 08:15 + 35 min = 08:50 |\n| 27 | 08:10 + 45 min = 08:55 |\n| 5X | 08:20 + 25 min = 08:45 |\n\nThe bus that leaves last, **5X**, arrives first, at 08:45.",
  },
  {
    ...base,
    slug: "skim-main-idea-composting",
    exam: "quiz-2",
    topic: "Reading: skimming",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Skim the passage and choose its **main idea**.\n\n> Many housing societies now turn kitchen waste into compost instead of sending it to the landfill. Residents drop vegetable peels into green bins, and a gardener mixes them with dry leaves in large pits. After about two months the pits yield dark, crumbly manure that is used in the society's own gardens. The societies save on garbage charges, and the trucks carry less waste to the city's dumps.",
    options: [
      "Gardeners in housing societies are poorly paid.",
      "Composting kitchen waste at home benefits both societies and the city.",
      "Landfills are filling up because of dry leaves.",
      "Vegetable peels should be burnt instead of composted.",
    ],
    answer: 1,
    solution:
      "When skimming, read the first sentence, glance at the middle and read the last sentence.\n\n- First sentence: societies compost kitchen waste instead of sending it away.\n- Middle: how it is done (bins, pits, two months).\n- Last sentence: the benefits (lower charges, less waste for the city).\n\nThe option that covers the whole passage is **composting kitchen waste benefits both the societies and the city**. The others are either not stated or contradict the passage.",
  },
  {
    ...base,
    slug: "active-listening-behaviour",
    exam: "quiz-2",
    topic: "Listening",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Which behaviour best shows **active listening** when a classmate explains a problem to you?",
    options: [
      "Planning your reply while they are still talking",
      "Checking your phone so that the pause feels shorter",
      "Summing up what they said and asking a question about it",
      "Finishing their sentences to save time",
    ],
    answer: 2,
    solution:
      "Active listening means attending to the speaker and showing that you understood.\n\n- Planning your reply means you are half-listening.\n- Looking at a phone signals lack of interest.\n- Finishing sentences interrupts and may guess wrongly.\n- **Summing up and asking a related question** checks understanding and shows attention: this is active listening.",
  },
  {
    ...base,
    slug: "syllables-in-photography",
    exam: "quiz-2",
    topic: "Syllabification",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: "How many **syllables** are there in the word *photography*?",
    solution:
      "Each syllable has one vowel sound at its centre. Clap the word out:\n\n$$\\text{pho} \\cdot \\text{tog} \\cdot \\text{ra} \\cdot \\text{phy}$$\n\nFour vowel sounds → **4 syllables**. (The stress falls on the second: pho-**TOG**-ra-phy.)",
    answer: { value: 4, tolerance: 0 },
  },
  {
    ...base,
    slug: "stress-in-photographer",
    exam: "quiz-2",
    topic: "Word stress",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "On which syllable does the main stress fall in *photographer*?",
    options: ["first", "second", "third", "fourth"],
    answer: 1,
    solution:
      "Compare the word family:\n\n| Word | Syllables | Stress |\n|---|---|---|\n| photograph | PHO-to-graph | 1st |\n| photographer | pho-TOG-ra-pher | **2nd** |\n| photographic | pho-to-GRAPH-ic | 3rd |\n\nWith the suffix *-er* (and *-y* in *photography*) the stress moves to the syllable *-tog-*, the **second**. With *-ic* it falls on the syllable just before the suffix.",
  },
  {
    ...base,
    slug: "first-syllable-stress-pick",
    exam: "quiz-2",
    topic: "Word stress",
    difficulty: "hard",
    marks: 3,
    kind: "multiple",
    stem: "Select **all** the words whose main stress falls on the **first** syllable.",
    options: ["table", "begin", "happy", "economic", "window", "hotel"],
    answer: [0, 2, 4],
    solution:
      "Say each word and find the loudest, longest syllable:\n\n| Word | Stress |\n|---|---|\n| table | **TA**-ble |\n| begin | be-**GIN** |\n| happy | **HAP**-py |\n| economic | e-co-**NOM**-ic |\n| window | **WIN**-dow |\n| hotel | ho-**TEL** |\n\nFirst-syllable stress: **table, happy, window**. Most two-syllable nouns and adjectives are stressed on the first syllable; *hotel* is an exception.",
  },
  {
    ...base,
    slug: "aspirated-p",
    exam: "quiz-2",
    topic: "Aspiration",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "In which word is the /p/ **aspirated** (released with a puff of air)?",
    options: ["spin", "spoon", "pencil", "sport"],
    answer: 2,
    solution:
      "The voiceless plosives /p/, /t/, /k/ are aspirated at the **start of a stressed syllable**, but **not after /s/** in the same syllable.\n\n- *spin*, *spoon*, *sport*: /p/ follows /s/ → unaspirated.\n- *pencil*: /p/ begins the stressed first syllable (**PEN**-cil) → aspirated [pʰ].\n\nHold a strip of paper before your lips: it moves for *pencil*, hardly at all for *spin*.",
  },

  // ---------- End term: weeks 9–12 ----------
  {
    ...base,
    slug: "presentation-opening",
    exam: "end-term",
    topic: "Presentations",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "You have ten minutes to present your project on rainwater harvesting. Which is the **most effective** opening?",
    options: [
      "“Sorry, I am not very prepared, so please bear with me.”",
      "“Last monsoon our hostel lost forty thousand litres of rain down the drain. Today I'll show how we can keep it.”",
      "Reading the first slide, which has twelve lines of text, word for word",
      "“I will talk about many things, let's see how far we get.”",
    ],
    answer: 1,
    solution:
      "A good opening catches attention and tells the audience what they will get.\n\n- Apologising lowers the audience's confidence in you from the first second.\n- Reading a crowded slide loses eye contact and attention.\n- A vague plan gives no direction.\n- A concrete, local fact followed by a clear promise (**option 2**) hooks the listeners and states the purpose.",
  },
  {
    ...base,
    slug: "group-discussion-disagree",
    exam: "end-term",
    topic: "Group discussion",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "In a group discussion, another participant makes a point you disagree with. Which response is most appropriate?",
    options: [
      "“That's completely wrong.”",
      "Staying silent and shaking your head",
      "“I see why you say that, but the data from last year suggests otherwise. For instance…”",
      "Talking louder until the others stop",
    ],
    answer: 2,
    solution:
      "Evaluators in a group discussion look for content, listening and courtesy.\n\nThe best reply **acknowledges** the other view, **disagrees politely**, and **supports** the disagreement with evidence. Option 3 does all three. The others are rude, passive or dominating.",
  },
  {
    ...base,
    slug: "common-errors-pick-correct",
    exam: "end-term",
    topic: "Common errors",
    difficulty: "hard",
    marks: 3,
    kind: "multiple",
    stem: "Select **all** the sentences that are free of errors.",
    options: [
      "I have been living in Chennai since 2019.",
      "She is senior than me in the office.",
      "Please discuss about the budget tomorrow.",
      "He gave me some useful advice.",
      "I am knowing the answer.",
    ],
    answer: [0, 3],
    solution:
      "- *since 2019* with the present perfect continuous: **correct**.\n- *senior* takes *to*, not *than*: *senior **to** me*.\n- *discuss* is transitive; *about* is wrong: *discuss the budget*.\n- *advice* is uncountable, and *some useful advice* is **correct** (not *an advice* or *advices*).\n- *know* is a state verb, not normally used in the continuous: *I know the answer*.\n\nCorrect: sentences 1 and 4.",
  },
  {
    ...base,
    slug: "preposition-senior-to",
    exam: "end-term",
    topic: "Common errors: prepositions",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: "Fill in the blank with one word:\n\n> Ananya joined the firm in 2018, so she is senior ____ her cousin, who joined in 2021.",
    solution:
      "Adjectives borrowed from Latin comparatives (*senior, junior, superior, inferior, prior*) take **to**, not *than*.\n\n> Ananya is senior **to** her cousin.",
    answer: ["to"],
  },
  {
    ...base,
    slug: "topic-sentence",
    exam: "end-term",
    topic: "Writing: paragraphs",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "Which sentence would work best as the **topic sentence** of a paragraph that goes on to mention bus passes, a cycle-sharing scheme and car-pooling?",
    options: [
      "Our college offers several ways to reach the campus without a private car.",
      "The cycle-sharing scheme started in June.",
      "Some students dislike crowded buses.",
      "Parking near the gate costs twenty rupees.",
    ],
    answer: 0,
    solution:
      "A topic sentence states the **main idea** that the rest of the paragraph develops.\n\nBus passes, cycle sharing and car-pooling are all *ways to reach the campus without a private car*, so option 1 covers every supporting detail.\n\nThe other options are single details (cycle sharing, crowded buses, parking) that could appear *inside* the paragraph but cannot introduce all of it.",
  },
  {
    ...base,
    slug: "notice-word-count",
    exam: "end-term",
    topic: "Professional writing: notices",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: `A notice must be **at most 40 words**. How many words does this draft have? (Count *10 a.m.* as two words: *10* and *a.m.*)\n\n> ${libraryNotice}`,
    solution:
      "Count sentence by sentence:\n\n1. *The college library will stay closed on Friday for stock checking.* → 11 words\n2. *Books due on Friday may be returned on Saturday without a fine.* → 12 words\n3. *The reading room will open at 10 a.m. on Saturday.* → 10 words\n\nTotal $11 + 12 + 10 = 33$ words, within the 40-word limit.",
    answer: { value: 33, tolerance: 0 },
  },
  {
    ...base,
    slug: "formal-email-closing",
    exam: "end-term",
    topic: "Professional writing: emails",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "You are writing to a company's HR manager, whom you have never met, to ask about an internship. Which closing is most suitable?",
    options: ["Cheers,", "Love,", "Yours sincerely,", "See ya,"],
    answer: 2,
    solution:
      "A first formal message to a stranger in a professional role needs a formal closing.\n\n*Cheers*, *Love* and *See ya* are informal and suit friends or close colleagues only.\n\n**Yours sincerely** (or *Kind regards* in a slightly less formal email) is the standard choice.",
  },
  {
    ...base,
    slug: "article-before-vowel-sound",
    exam: "end-term",
    topic: "Common errors: articles",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "Which sentence uses the article **correctly**?",
    options: [
      "She is an university student.",
      "We waited for an hour at the gate.",
      "He is a honest shopkeeper.",
      "That was an useful tip.",
    ],
    answer: 1,
    solution:
      "The choice between *a* and *an* depends on the first **sound** of the next word, not its first letter: *an* before a vowel sound, *a* before a consonant sound.\n\n| Word | First sound | Article |\n|---|---|---|\n| university | /j/ (consonant) | **a** university |\n| hour | /aʊ/ (vowel; *h* silent) | **an** hour |\n| honest | /ɒ/ (vowel; *h* silent) | **an** honest |\n| useful | /j/ (consonant) | **a** useful |\n\nOnly *We waited for an hour at the gate.* is correct.",
  },
  {
    ...base,
    slug: "redundant-return-back",
    exam: "end-term",
    topic: "Common errors: redundancy",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Which sentence contains a **redundant** (needlessly repeated) expression?",
    options: [
      "Please return back the form by Monday.",
      "Please return the form by Monday.",
      "Please send the form back by Monday.",
      "Please submit the form by Monday.",
    ],
    answer: 0,
    solution:
      "*Return* already means *give or come back*, so *return back* says *back* twice.\n\n- *return the form*: correct.\n- *send the form back*: correct (*send* alone does not include *back*).\n- *submit the form*: correct.\n\nThe redundant sentence is *Please return back the form by Monday.* Similar errors: *repeat again*, *revert back*, *cousin brother*.",
  },
];
