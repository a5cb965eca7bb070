// BSHS1002 English II: original practice questions. The sentences, transcripts and passage are
// written for this project; the data a test recounts is exported with them.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

const base = { course: "BSHS1002", source: ORIGINAL_SOURCE } as const;

/** The sentence-pattern options, shown in this order in every pattern question. */
export const PATTERNS = [
  "S + V",
  "S + V + O",
  "S + V + C",
  "S + V + O + O",
  "S + V + O + C",
  "S + V + A",
] as const;

/** Weeks 4–5 listening: a station announcement, given as its transcript. */
export const announcement = {
  train: "Coastal Express",
  scheduledPlatform: 3,
  newPlatform: 6,
  text: "Attention, please. The Coastal Express, which was to leave from platform 3, will now leave from platform 6. Passengers for the Coastal Express, please go to platform 6.",
} as const;

/** Weeks 4–5 listening: a voicemail with the figures of an order. */
export const voicemail = {
  boxes: 3,
  pricePerBox: 240,
  delivery: 60,
  text: "Hello, this is Kavya from Green Leaf Stationers. Your order of 3 boxes of printer paper is ready. Each box costs 240 rupees, and home delivery is 60 rupees extra. Please call back to confirm.",
} as const;

/** Week 8 reading: the passage of the reading questions, with the figures one of them uses. */
export const passage = {
  totalBooks: 1200,
  tamilFraction: 1 / 4,
  text: "The village library began in a single room above the post office. Today it holds 1,200 books, and a quarter of them are in Tamil. Children come in the evenings to do their homework, because many of their homes have no quiet corner. The librarian, a retired teacher, keeps the room open until eight o'clock, long after the post office shuts. Last year the panchayat paid for a second table and two new fans, but the shelves are already full, and new books now sit in cardboard boxes on the floor.",
} as const;

const quote = (s: string) => `> ${s}`;

export const questions: PracticeQuestion[] = [
  // ---------- Quiz 1: weeks 1–4 ----------
  {
    ...base,
    slug: "pattern-baby-slept",
    exam: "quiz-1",
    topic: "Sentence patterns",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: `Identify the sentence pattern:\n\n${quote("The baby slept.")}`,
    options: [...PATTERNS],
    answer: 0,
    solution:
      "Split the sentence into its parts:\n\n| Part | Role |\n|---|---|\n| The baby | Subject (S) |\n| slept | Verb (V) |\n\n*Sleep* is intransitive here: nothing completes it. The pattern is **S + V**.",
  },
  {
    ...base,
    slug: "pattern-aunt-sent-parcel",
    exam: "quiz-1",
    topic: "Sentence patterns",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `Identify the sentence pattern:\n\n${quote("My aunt sent me a parcel.")}`,
    options: [...PATTERNS],
    answer: 3,
    solution:
      "| Part | Role |\n|---|---|\n| My aunt | S |\n| sent | V |\n| me | indirect object (to whom?) |\n| a parcel | direct object (what?) |\n\nTwo objects follow the verb: **S + V + O + O**. (Test: it can be rewritten *My aunt sent a parcel **to** me*.)",
  },
  {
    ...base,
    slug: "pattern-elected-secretary",
    exam: "quiz-1",
    topic: "Sentence patterns",
    difficulty: "hard",
    marks: 3,
    kind: "single",
    stem: `Identify the sentence pattern:\n\n${quote("The members elected Ravi secretary.")}`,
    options: [...PATTERNS],
    answer: 4,
    solution:
      "| Part | Role |\n|---|---|\n| The members | S |\n| elected | V |\n| Ravi | O |\n| secretary | object complement (C) |\n\n*Secretary* is not a second object: it says what *Ravi* became (Ravi = secretary). A word that describes or renames the object is an **object complement**. Pattern: **S + V + O + C**.",
  },
  {
    ...base,
    slug: "pattern-soup-tastes-salty",
    exam: "quiz-1",
    topic: "Sentence patterns",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `Identify the sentence pattern:\n\n${quote("The soup tastes salty.")}`,
    options: [...PATTERNS],
    answer: 2,
    solution:
      "| Part | Role |\n|---|---|\n| The soup | S |\n| tastes | V (linking verb) |\n| salty | subject complement (C) |\n\n*Tastes* here links the subject to a description of it (soup = salty), like *is*. An adjective after a linking verb is a **complement**, not an object. Pattern: **S + V + C**.",
  },
  {
    ...base,
    slug: "pattern-keys-in-drawer",
    exam: "quiz-1",
    topic: "Sentence patterns",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `Identify the sentence pattern:\n\n${quote("The keys are in the drawer.")}`,
    options: [...PATTERNS],
    answer: 5,
    solution:
      "| Part | Role |\n|---|---|\n| The keys | S |\n| are | V |\n| in the drawer | adverbial of place (A) |\n\nThe adverbial is **obligatory**: *The keys are.* is incomplete in this sense. It says *where*, not *what the keys are like*, so it is an adverbial rather than a complement. Pattern: **S + V + A**.",
  },
  {
    ...base,
    slug: "pick-svo-sentences",
    exam: "quiz-1",
    topic: "Sentence patterns",
    difficulty: "medium",
    marks: 2,
    kind: "multiple",
    stem: "Select **all** the sentences with the pattern **S + V + O**.",
    options: [
      "Priya painted the fence.",
      "The guests arrived.",
      "Arjun fixed the bicycle.",
      "The milk turned sour.",
      "My brother owns a scooter.",
    ],
    answer: [0, 2, 4],
    solution:
      "Ask *what?* after the verb; a noun answer that is not the subject is an object.\n\n- *Priya painted* **the fence**: S + V + O.\n- *The guests arrived*: nothing follows: S + V.\n- *Arjun fixed* **the bicycle**: S + V + O.\n- *The milk turned* **sour**: *turned* = became, *sour* describes the milk: S + V + C.\n- *My brother owns* **a scooter**: S + V + O.\n\nS + V + O: sentences 1, 3 and 5.",
  },
  {
    ...base,
    slug: "count-objects-coach-jersey",
    exam: "quiz-1",
    topic: "Sentence patterns: objects",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: `How many **objects** (direct and indirect together) does this sentence have?\n\n${quote("The coach handed each player a new jersey.")}`,
    solution:
      "| Part | Role |\n|---|---|\n| The coach | S |\n| handed | V |\n| each player | indirect object (to whom?) |\n| a new jersey | direct object (what?) |\n\nObjects: *each player* and *a new jersey* = **2** (pattern S + V + O + O).",
    answer: { value: 2, tolerance: 0 },
  },
  {
    ...base,
    slug: "listening-platform-change",
    exam: "quiz-1",
    topic: "Listening for specific information",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: `You hear this announcement at a station (transcript below). From which platform will the ${announcement.train} now leave?\n\n${quote(announcement.text)}`,
    options: ["platform 3", "platform 6", "platform 8", "The announcement does not say."],
    answer: 1,
    solution:
      "Listening for specific information means waiting for the key word (*platform*) and noting what **changes**.\n\n- *was to leave from platform 3*: the old plan.\n- *will now leave from platform 6*: the new plan, repeated at the end for emphasis.\n\n**Answer: platform 6.** Announcements often repeat the new detail; the old one is a trap for a listener who stops after the first number.",
  },
  {
    ...base,
    slug: "listening-physical-barrier",
    exam: "quiz-1",
    topic: "Barriers to listening",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Which of these is a **physical (environmental)** barrier to listening?",
    options: [
      "Deciding in advance that the speaker is boring",
      "Drilling from a construction site next to the classroom",
      "Worrying about tomorrow's test during the lecture",
      "Not knowing the technical words the speaker uses",
    ],
    answer: 1,
    solution:
      "Barriers to listening are often grouped as:\n\n- **physical/environmental**: noise, poor acoustics, heat;\n- **psychological**: prejudice, worry, lack of interest;\n- **linguistic/semantic**: unknown words, accent.\n\nDrilling next door is noise from the surroundings: a **physical** barrier. Prejudging the speaker and worrying are psychological; unknown terms are linguistic.",
  },

  // ---------- Quiz 2: weeks 5–8 ----------
  {
    ...base,
    slug: "listening-voicemail-total",
    exam: "quiz-2",
    topic: "Listening for figures",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: `You hear this voicemail (transcript below). How much, in rupees, will you pay in all if you accept home delivery?\n\n${quote(voicemail.text)}`,
    solution:
      "Note the three figures as you listen: number of boxes, price per box, delivery charge.\n\n$$3 \\times 240 + 60 = 720 + 60 = 780$$\n\n**Answer: ₹780.**",
    answer: { value: 780, tolerance: 0 },
  },
  {
    ...base,
    slug: "intonation-wh-question",
    exam: "quiz-2",
    topic: "Speaking: intonation",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "In neutral spoken English, what intonation does a *wh*-question such as *Where do you live?* usually have at the end?",
    options: [
      "a rising tone",
      "a falling tone",
      "a level tone with no change",
      "a rise on every word",
    ],
    answer: 1,
    solution:
      "In neutral speech:\n\n- *wh*-questions (*who, what, where, when, why, how*) **fall** at the end: *Where do you ↘live?*\n- *yes/no* questions usually **rise**: *Do you live ↗here?*\n\nA rise on a *wh*-question is possible, but it sounds like checking or surprise (*Where do you ↗live?* = please repeat).",
  },
  {
    ...base,
    slug: "polite-request",
    exam: "quiz-2",
    topic: "Speaking: politeness",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "You need a colleague you do not know well to review your report. Which request is the **most polite**?",
    options: [
      "Review my report.",
      "You must review my report today.",
      "Could you possibly look over my report when you have a moment?",
      "Hey, my report. Check it.",
    ],
    answer: 2,
    solution:
      "Polite requests soften the demand:\n\n- a modal question (*Could you…?*) instead of an imperative,\n- a softener (*possibly*),\n- a consideration of the listener's time (*when you have a moment*).\n\nOption 3 uses all three. Options 1, 2 and 4 are commands and sound rude to someone you do not know well.",
  },
  {
    ...base,
    slug: "contrastive-stress-your-pen",
    exam: "quiz-2",
    topic: "Speaking: sentence stress",
    difficulty: "hard",
    marks: 3,
    kind: "single",
    stem: "A speaker says: *I didn't take **YOUR** pen.* (with strong stress on *your*). What does the stress suggest?",
    options: [
      "Someone else took your pen.",
      "I took someone else's pen.",
      "I borrowed your pen instead of taking it.",
      "I took your pencil, not your pen.",
    ],
    answer: 1,
    solution:
      "Contrastive stress marks the word that is being corrected; the rest of the sentence is treated as true.\n\n- Stress on *I* → someone else took it.\n- Stress on *take* → I did something else with it (borrowed it).\n- Stress on *pen* → I took a different thing of yours.\n- Stress on **your** → the pen I took was not yours: **I took someone else's pen**.",
  },
  {
    ...base,
    slug: "ch-pronounced-k",
    exam: "quiz-2",
    topic: "Speaking: pronunciation",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "In which word is *ch* pronounced /k/?",
    options: ["chair", "chemistry", "cheese", "church"],
    answer: 1,
    solution:
      "*ch* usually gives /tʃ/, as in *chair* /tʃeə/, *cheese* /tʃiːz/ and *church* /tʃɜːtʃ/.\n\nIn many words from Greek it gives /k/: *chemistry* /ˈkemɪstri/, *character*, *school*, *echo*.\n\n**Answer: chemistry.**",
  },
  {
    ...base,
    slug: "reading-library-inference",
    exam: "quiz-2",
    topic: "Reading: inference",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `Read the passage and answer.\n\n${quote(passage.text)}\n\nWhat does the passage suggest the library needs most now?`,
    options: ["more fans", "a new librarian", "more shelf space", "longer opening hours"],
    answer: 2,
    solution:
      "The answer is not stated in one sentence; it has to be **inferred** from the last sentence:\n\n> *the shelves are already full, and new books now sit in cardboard boxes on the floor.*\n\n- Fans were bought last year.\n- The librarian is praised; there is no hint of replacing her.\n- The room is already open until eight.\n\nBooks on the floor point to a lack of **shelf space**.",
  },
  {
    ...base,
    slug: "reading-library-books-not-tamil",
    exam: "quiz-2",
    topic: "Reading: scanning for figures",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: `Read the passage again:\n\n${quote(passage.text)}\n\nHow many of the library's books are **not** in Tamil?`,
    solution:
      "Scan for the figures: *1,200 books*, *a quarter of them are in Tamil*.\n\n$$\\text{Tamil} = \\tfrac14 \\times 1200 = 300, \\qquad \\text{not Tamil} = 1200 - 300 = 900$$\n\n**Answer: 900.**",
    answer: { value: 900, tolerance: 0 },
  },
  {
    ...base,
    slug: "reading-library-true-statements",
    exam: "quiz-2",
    topic: "Reading: comprehension",
    difficulty: "medium",
    marks: 2,
    kind: "multiple",
    stem: `Based on the passage, select **all** the true statements.\n\n${quote(passage.text)}`,
    options: [
      "The library started in a room above the post office.",
      "The library closes before the post office does.",
      "Some children use the library because their homes are not quiet.",
      "The panchayat paid for new shelves last year.",
      "The librarian used to be a teacher.",
    ],
    answer: [0, 2, 4],
    solution:
      "Check each statement against a sentence of the passage:\n\n- *began in a single room above the post office*: **true**.\n- open *until eight o'clock, long after the post office shuts*: false (it closes later).\n- *many of their homes have no quiet corner*: **true**.\n- the panchayat paid for *a second table and two new fans*, not shelves: false.\n- *a retired teacher*: **true**.",
  },

  // ---------- End term: weeks 9–12 ----------
  {
    ...base,
    slug: "linker-result",
    exam: "end-term",
    topic: "Writing: linkers",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: "Fill in the blank with **one** linking word that shows a result:\n\n> It rained all night; ____, the cricket match was postponed.",
    solution:
      "The second clause is the **result** of the first (rain → postponement).\n\nLinkers of result that fit after a semicolon and before a comma: ***therefore***, *consequently*, *hence*, *thus*.\n\n*however* (contrast) and *moreover* (addition) do not fit the meaning.",
    answer: ["therefore", "consequently", "hence", "thus"],
  },
  {
    ...base,
    slug: "passive-was-approved",
    exam: "end-term",
    topic: "Writing: active and passive voice",
    difficulty: "medium",
    marks: 2,
    kind: "text",
    stem: "Change the sentence to the passive voice by filling in the blank (two words):\n\n> Active: *The committee approved the new timetable.*\n>\n> Passive: *The new timetable ____ by the committee.*",
    solution:
      "Passive = form of *be* in the **same tense** as the active verb + past participle.\n\n- Active verb *approved* is simple past.\n- Simple past of *be* agreeing with *the new timetable* (singular) = *was*.\n- Past participle of *approve* = *approved*.\n\nPassive: *The new timetable **was approved** by the committee.*",
    answer: ["was approved"],
  },
  {
    ...base,
    slug: "punctuation-correct-sentence",
    exam: "end-term",
    topic: "Writing: punctuation",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "Which sentence is punctuated correctly?",
    options: [
      "Its time to submit the form, the office closes at five.",
      "It's time to submit the form; the office closes at five.",
      "Its' time to submit the form the office closes at five.",
      "It's time, to submit the form the office, closes at five.",
    ],
    answer: 1,
    solution:
      "Two points to check.\n\n1. *It's* = *it is* needs an apostrophe; *its* is the possessive, and *its'* does not exist.\n2. The sentence joins two complete clauses. A comma alone between them is a **comma splice**; no mark at all is a run-on. A **semicolon** (or a full stop) is correct.\n\nOnly option 2 gets both right. Option 4 puts commas where no pause or boundary exists.",
  },
  {
    ...base,
    slug: "one-word-incorrigible",
    exam: "end-term",
    topic: "Writing: vocabulary (one-word substitutes)",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "Choose the one word for: *a person whose bad habits cannot be corrected*.",
    options: ["incorrigible", "invincible", "infallible", "inaudible"],
    answer: 0,
    solution:
      "Break the words down (*in-* = not):\n\n- in-**corrig**-ible: cannot be **corrected**.\n- in-**vinc**-ible: cannot be defeated.\n- in-**fall**-ible: never makes a mistake.\n- in-**aud**-ible: cannot be heard.\n\n**Answer: incorrigible.**",
  },
  {
    ...base,
    slug: "antonym-transparent",
    exam: "end-term",
    topic: "Writing: vocabulary (antonyms)",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Choose the word **opposite** in meaning to *transparent* (as in *a transparent glass jar*).",
    options: ["clear", "opaque", "fragile", "shiny"],
    answer: 1,
    solution:
      "*Transparent*: light passes through, so you can see through it.\n\n- *clear* is a **synonym**, not an antonym.\n- *fragile* (easily broken) and *shiny* are unrelated qualities.\n- **opaque**: light does not pass through, you cannot see through it: the antonym.",
  },
  {
    ...base,
    slug: "paragraph-order-leave-letter",
    exam: "end-term",
    topic: "Writing: coherence",
    difficulty: "hard",
    marks: 3,
    kind: "single",
    stem: "Arrange the sentences into a coherent paragraph.\n\n- **P**: Therefore, I request leave from 10 to 12 March.\n- **Q**: I am writing to inform you that my sister's wedding is on 11 March in Madurai.\n- **R**: I will complete my pending assignments before I leave.\n- **S**: As the eldest son, I am expected to help with the arrangements.",
    options: ["QSPR", "PQSR", "QPRS", "SQRP"],
    answer: 0,
    solution:
      "Look for the sentence that **introduces** and for linkers that point back.\n\n1. **Q** opens: *I am writing to inform you…* states the occasion.\n2. **S** gives the reason the writer must be there.\n3. **P** begins with *Therefore*, so it must follow the reasons: the request.\n4. **R** reassures the reader about work, a natural close.\n\nOrder: **QSPR**.",
  },
  {
    ...base,
    slug: "email-reply-all",
    exam: "end-term",
    topic: "Social skills: email etiquette",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "Your manager emails all 80 staff asking who can attend Friday's training. You can attend. What is the best way to reply?",
    options: [
      "Reply all, so that everyone knows you are coming",
      "Reply only to the manager",
      "Forward the email to your friends with a comment",
      "Do not reply; the manager will notice you at the training",
    ],
    answer: 1,
    solution:
      "The information is needed only by the sender.\n\n- *Reply all* sends 79 people a message they do not need, which is a common breach of email etiquette.\n- Forwarding with comments is unprofessional.\n- Not replying leaves the manager unable to plan.\n\nBest: **reply only to the manager**.",
  },
  {
    ...base,
    slug: "constructive-feedback",
    exam: "end-term",
    topic: "Social skills: giving feedback",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: "A teammate's slides were crowded with text. Which comment gives the most **constructive** feedback?",
    options: [
      "“Your slides were terrible.”",
      "“Fine, I guess.”",
      "“Your data was strong. If each slide kept to three short points, the audience could follow it more easily.”",
      "“Everyone found your slides boring, just so you know.”",
    ],
    answer: 2,
    solution:
      "Constructive feedback is **specific**, **balanced** and **actionable**:\n\n- it notes what worked (*Your data was strong*),\n- names one concrete problem (too much text),\n- suggests a change (*three short points*).\n\nOption 3 does this. Options 1 and 4 are personal and unhelpful; option 2 gives no information.",
  },
  {
    ...base,
    slug: "empathetic-response",
    exam: "end-term",
    topic: "Social skills: empathy",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: "A friend says, *I studied hard but failed the quiz.* Which reply shows the most **empathy**?",
    options: [
      "“Quizzes don't matter anyway.”",
      "“I scored full marks, it was easy.”",
      "“That sounds really disappointing after all your effort. Do you want to go through it together?”",
      "“You should have studied harder.”",
    ],
    answer: 2,
    solution:
      "Empathy means recognising the other person's feelings before offering anything else.\n\n- Option 1 dismisses the feeling.\n- Option 2 turns the talk to yourself.\n- Option 4 blames, and contradicts what the friend said.\n- Option 3 **names the feeling** (*disappointing*), **acknowledges the effort**, and **offers help**.",
  },
];
