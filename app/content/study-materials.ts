// Copy of the study-materials page (spec §2 "Study-materials page"). The folder addresses live in
// ./links.ts (studyMaterialLinks); here are the names and short descriptions a student reads.
import { type StudyMaterialId, studyMaterialLinks } from "./links";

export interface StudyMaterial {
  id: StudyMaterialId;
  title: string;
  description: string;
  /** The shared folder on the file host (opens in a new tab). */
  href: string;
}

export interface StudyMaterialGroup {
  /** Used for the heading's id, so a group can be linked to (#foundation-term1). */
  id: string;
  title: string;
  description: string;
  /** Cards show a description each; a folder list is a compact row of links. */
  display: "cards" | "folders";
  items: StudyMaterial[];
}

export interface StudyMaterialLevel {
  id: "foundation" | "diploma";
  title: string;
  description: string;
  groups: StudyMaterialGroup[];
}

function material(id: StudyMaterialId, title: string, description: string): StudyMaterial {
  return { id, title, description, href: studyMaterialLinks[id] };
}

export const studyMaterialsPage = {
  title: "Study Materials",
  eyebrow: "Shared folders",
  description:
    "Notes, slides and previous-year papers collected by students, sorted by level, term and subject. Every folder opens on the file host in a new tab.",
  closing: {
    title: "Looking for something else?",
    description:
      "Ask the community for a folder we have not linked yet, or browse the resource library by subject.",
    joinCommunity: "Join Community",
    browseResources: "Browse All Resources",
  },
} as const;

export const studyMaterialLevels: StudyMaterialLevel[] = [
  {
    id: "foundation",
    title: "Foundation Level",
    description: "The eight subjects every student starts with, in two terms.",
    groups: [
      {
        id: "foundation-term1",
        title: "Term 1",
        description: "Start here: the first four subjects and the quiz papers that test them.",
        display: "cards",
        items: [
          material(
            "foundation-term1-quiz1-pyqs",
            "Quiz 1 PYQs",
            "Previous-year Quiz 1 papers of the term 1 subjects, in one place.",
          ),
          material(
            "foundation-term1-english-1",
            "English 1",
            "Sounds, grammar and sentence practice with worked exercises.",
          ),
          material(
            "foundation-term1-mathematics-1",
            "Mathematics 1",
            "Sets, functions, lines, quadratics and graphs: notes and practice sheets.",
          ),
          material(
            "foundation-term1-computational-thinking",
            "Computational Thinking",
            "Flowcharts, pseudocode and the dataset walkthroughs from the lectures.",
          ),
          material(
            "foundation-term1-statistics-1",
            "Statistics 1",
            "Describing data, counting and first steps in probability.",
          ),
        ],
      },
      {
        id: "foundation-term2",
        title: "Term 2",
        description: "The second half of the foundation, one folder per subject.",
        display: "cards",
        items: [
          material(
            "foundation-term2-python",
            "Python",
            "Programming in Python from first print to files and classes, with solved problems.",
          ),
          material(
            "foundation-term2-english-2",
            "English 2",
            "Reading, listening and professional writing, with sample answers.",
          ),
          material(
            "foundation-term2-statistics-2",
            "Statistics 2",
            "Random variables, distributions and sampling, with worked examples.",
          ),
          material(
            "foundation-term2-mathematics-2",
            "Mathematics 2",
            "Vectors, matrices and calculus of several variables.",
          ),
        ],
      },
      {
        id: "foundation-subjects",
        title: "Subject-wise folders",
        description: "Everything for one subject in a single folder, across both terms.",
        display: "folders",
        items: [
          material("subject-mathematics-1", "Mathematics 1", "All Mathematics 1 material."),
          material("subject-statistics-1", "Statistics 1", "All Statistics 1 material."),
          material("subject-english-1", "English 1", "All English 1 material."),
          material(
            "subject-computational-thinking",
            "Computational Thinking",
            "All Computational Thinking material.",
          ),
          material("subject-mathematics-2", "Mathematics 2", "All Mathematics 2 material."),
          material("subject-statistics-2", "Statistics 2", "All Statistics 2 material."),
          material("subject-english-2", "English 2", "All English 2 material."),
          material("subject-python", "Python", "All Python material."),
        ],
      },
    ],
  },
  {
    id: "diploma",
    title: "Diploma Level",
    description: "Collections for the two diplomas: programming and data science.",
    groups: [
      {
        id: "diploma-programming",
        title: "Programming",
        description: "Databases, algorithms, app development and the command line.",
        display: "cards",
        items: [
          material(
            "diploma-programming-quiz1-pyqs",
            "Quiz 1 PYQs",
            "Previous-year Quiz 1 papers of the programming diploma courses.",
          ),
          material(
            "diploma-programming-dbms",
            "DBMS",
            "Relational models, SQL queries and normalisation.",
          ),
          material("diploma-programming-java", "Java", "Object-oriented programming in Java."),
          material(
            "diploma-programming-mad-1",
            "MAD 1",
            "Modern Application Development 1: web apps with a server and a database.",
          ),
          material(
            "diploma-programming-mad-2",
            "MAD 2",
            "Modern Application Development 2: front-end frameworks and APIs.",
          ),
          material(
            "diploma-programming-pdsa",
            "PDSA",
            "Programming, Data Structures and Algorithms in Python.",
          ),
          material(
            "diploma-programming-system-commands",
            "System Commands",
            "The Linux shell, scripting and everyday command-line tools.",
          ),
        ],
      },
      {
        id: "diploma-data-science",
        title: "Data Science",
        description: "Analytics, data management, machine learning and the tools around them.",
        display: "cards",
        items: [
          material(
            "diploma-data-science-business-analytics",
            "Business Analytics",
            "Turning business data into decisions: notes and case material.",
          ),
          material(
            "diploma-data-science-business-data-management",
            "Business Data Management",
            "Collecting, cleaning and reading data from real businesses.",
          ),
          material(
            "diploma-data-science-machine-learning-foundations",
            "Machine Learning Foundations",
            "The mathematics under machine learning: linear algebra, optimisation, probability.",
          ),
          material(
            "diploma-data-science-practice-and-techniques",
            "Practice and Techniques",
            "Machine Learning Practice and Machine Learning Techniques, side by side.",
          ),
          material(
            "diploma-data-science-tools-in-data-science",
            "Tools in Data Science",
            "Scraping, visualisation, deployment and the tooling of a working data scientist.",
          ),
        ],
      },
    ],
  },
];
