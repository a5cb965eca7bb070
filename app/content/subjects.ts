// The subject catalogue of the original resources page (spec §2 "Resources page", §3 "Subject
// slugs"). The site reads subjects from the `subjects` table (migration 0008 filled it with these,
// ADR 015); this copy only serves the demo seed until it reads the table too.

export const PUBLIC_LEVELS = ["foundation", "diploma", "bsc", "bs"] as const;
export type PublicLevel = (typeof PUBLIC_LEVELS)[number];
export const TERMS = ["term1", "term2"] as const;
export type Term = (typeof TERMS)[number];

export interface SubjectCard {
  /** Canonical hyphenated slug, used in URLs and in resources.subject. */
  id: string;
  name: string;
  description: string;
}

export const subjectCatalogue: Record<"foundation" | "diploma", Record<Term, SubjectCard[]>> = {
  foundation: {
    term1: [
      {
        id: "computational-thinking",
        name: "Computational Thinking",
        description: "Algorithms, flowcharts and pseudocode: how to break a problem into steps.",
      },
      {
        id: "mathematics",
        name: "Mathematics for Data Science",
        description: "Sets, functions, straight lines, quadratics, polynomials and graphs.",
      },
      {
        id: "english",
        name: "English",
        description: "Sounds, words and sentences: spoken and written English for study and work.",
      },
      {
        id: "statistics",
        name: "Statistics and Probability",
        description: "Describing data, permutations and combinations, and basic probability.",
      },
    ],
    term2: [
      {
        id: "mathematics-2",
        name: "Mathematics for Data Science 2",
        description: "Vectors, matrices, linear algebra and the calculus of several variables.",
      },
      {
        id: "programming",
        name: "Programming in Python",
        description: "Python from the first print statement to files, classes and exceptions.",
      },
      {
        id: "english-2",
        name: "English 2",
        description: "Reading, listening and professional communication, one step further.",
      },
      {
        id: "statistics-2",
        name: "Statistics and Probability 2",
        description: "Random variables, distributions, sampling and an introduction to inference.",
      },
    ],
  },
  diploma: {
    term1: [
      {
        id: "data-science-1",
        name: "Data Science 1",
        description: "The data science workflow: collecting, cleaning and exploring data.",
      },
      {
        id: "machine-learning",
        name: "Machine Learning",
        description: "Supervised and unsupervised learning, from regression to clustering.",
      },
      {
        id: "database-systems",
        name: "Database Systems",
        description: "Relational modelling, SQL, normalisation and transactions.",
      },
      {
        id: "data-visualization",
        name: "Data Visualization",
        description: "Choosing, building and reading charts that tell the truth about data.",
      },
    ],
    term2: [
      {
        id: "data-science-2",
        name: "Data Science 2",
        description: "Feature engineering, model evaluation and working with larger projects.",
      },
      {
        id: "deep-learning",
        name: "Deep Learning",
        description: "Neural networks, backpropagation, convolutional and sequence models.",
      },
      {
        id: "big-data",
        name: "Big Data",
        description: "Distributed storage and processing for data that does not fit one machine.",
      },
      {
        id: "capstone",
        name: "Capstone Project",
        description: "An end-to-end project that brings the diploma's skills together.",
      },
    ],
  },
};
