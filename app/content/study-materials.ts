// Copy of the study-materials page (spec §2 "Study-materials page"). The sections and their
// folder cards are a site setting (admin area, /admin/settings/study-materials): here are the
// page's fixed texts, and the spec's sections and cards without addresses, which the admin area
// offers as a starting point and the demo stores (a card without an address is not shown).

export interface StudyMaterialCard {
  title: string;
  description?: string;
  url?: string;
}

export interface StudyMaterialSection {
  level: "foundation" | "diploma";
  title: string;
  description?: string;
  /** Cards show a description each; a folder list is a compact row of links. */
  display: "cards" | "folders";
  cards: StudyMaterialCard[];
}

export const studyMaterialsPage = {
  title: "Study Materials",
  eyebrow: "Shared folders",
  description:
    "Notes, slides and previous-year papers collected by students, sorted by level, term and subject. Every folder opens on the file host in a new tab.",
  /** Shown while no folder has an address yet. */
  empty: {
    title: "No shared folders yet",
    description:
      "The team has not linked any folders here yet. The community groups and the resource library have material in the meantime.",
  },
  closing: {
    title: "Looking for something else?",
    description:
      "Ask the community for a folder we have not linked yet, or browse the resource library by subject.",
    joinCommunity: "Join Community",
    browseResources: "Browse All Resources",
  },
} as const;

export const studyMaterialLevelCopy: Record<
  StudyMaterialSection["level"],
  { title: string; description: string }
> = {
  foundation: {
    title: "Foundation Level",
    description: "The eight subjects every student starts with, in two terms.",
  },
  diploma: {
    title: "Diploma Level",
    description: "Collections for the two diplomas: programming and data science.",
  },
};

const card = (title: string, description: string): StudyMaterialCard => ({ title, description });

/** The spec's sections and cards, without addresses. */
export const specStudySections: StudyMaterialSection[] = [
  {
    level: "foundation",
    title: "Term 1",
    description: "Start here: the first four subjects and the quiz papers that test them.",
    display: "cards",
    cards: [
      card("Quiz 1 PYQs", "Previous-year Quiz 1 papers of the term 1 subjects, in one place."),
      card("English 1", "Sounds, grammar and sentence practice with worked exercises."),
      card(
        "Mathematics 1",
        "Sets, functions, lines, quadratics and graphs: notes and practice sheets.",
      ),
      card(
        "Computational Thinking",
        "Flowcharts, pseudocode and the dataset walkthroughs from the lectures.",
      ),
      card("Statistics 1", "Describing data, counting and first steps in probability."),
    ],
  },
  {
    level: "foundation",
    title: "Term 2",
    description: "The second half of the foundation, one folder per subject.",
    display: "cards",
    cards: [
      card(
        "Python",
        "Programming in Python from first print to files and classes, with solved problems.",
      ),
      card("English 2", "Reading, listening and professional writing, with sample answers."),
      card("Statistics 2", "Random variables, distributions and sampling, with worked examples."),
      card("Mathematics 2", "Vectors, matrices and calculus of several variables."),
    ],
  },
  {
    level: "foundation",
    title: "Subject-wise folders",
    description: "Everything for one subject in a single folder, across both terms.",
    display: "folders",
    cards: [
      card("Mathematics 1", "All Mathematics 1 material."),
      card("Statistics 1", "All Statistics 1 material."),
      card("English 1", "All English 1 material."),
      card("Computational Thinking", "All Computational Thinking material."),
      card("Mathematics 2", "All Mathematics 2 material."),
      card("Statistics 2", "All Statistics 2 material."),
      card("English 2", "All English 2 material."),
      card("Python", "All Python material."),
    ],
  },
  {
    level: "diploma",
    title: "Programming",
    description: "Databases, algorithms, app development and the command line.",
    display: "cards",
    cards: [
      card("Quiz 1 PYQs", "Previous-year Quiz 1 papers of the programming diploma courses."),
      card("DBMS", "Relational models, SQL queries and normalisation."),
      card("Java", "Object-oriented programming in Java."),
      card("MAD 1", "Modern Application Development 1: web apps with a server and a database."),
      card("MAD 2", "Modern Application Development 2: front-end frameworks and APIs."),
      card("PDSA", "Programming, Data Structures and Algorithms in Python."),
      card("System Commands", "The Linux shell, scripting and everyday command-line tools."),
    ],
  },
  {
    level: "diploma",
    title: "Data Science",
    description: "Analytics, data management, machine learning and the tools around them.",
    display: "cards",
    cards: [
      card("Business Analytics", "Turning business data into decisions: notes and case material."),
      card(
        "Business Data Management",
        "Collecting, cleaning and reading data from real businesses.",
      ),
      card(
        "Machine Learning Foundations",
        "The mathematics under machine learning: linear algebra, optimisation, probability.",
      ),
      card(
        "Practice and Techniques",
        "Machine Learning Practice and Machine Learning Techniques, side by side.",
      ),
      card(
        "Tools in Data Science",
        "Scraping, visualisation, deployment and the tooling of a working data scientist.",
      ),
    ],
  },
];
