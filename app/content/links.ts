// External addresses in one place (DESIGN.md D4). The product's real channel, group and folder
// addresses are not known to us: every value marked PLACEHOLDER must be replaced by the site
// owner before launch.
export const externalLinks = {
  /** The video channel linked from the header, the hero and the footer. PLACEHOLDER */
  videoChannel: "https://www.youtube.com/@bs-degree-hub",
  /** Social profiles shown in the footer. PLACEHOLDER */
  social: {
    instagram: "https://www.instagram.com/bs.degree.hub",
    youtube: "https://www.youtube.com/@bs-degree-hub",
    linkedin: "https://www.linkedin.com/company/bs-degree-hub",
    twitter: "https://x.com/bsdegreehub",
  },
  /** Contact address (mailto link in the footer and on the contact page). PLACEHOLDER */
  contactEmail: "hello@bs-degree-hub.example",
  /** Per-subject shared folders of notes. PLACEHOLDER */
  subjectFolder: (level: string, subject: string) =>
    `https://drive.google.com/drive/folders/placeholder-${level}-${subject}`,
  /** Per-paper download links of the demo question papers. PLACEHOLDER */
  demoPaper: (subject: string, paper: number) =>
    `https://drive.google.com/file/d/placeholder-${subject}-paper-${paper}/view`,
} as const;

// ---------------------------------------------------------------------------------------------
// Study materials, community, courses and tools pages. PLACEHOLDER: every address below is a
// stand-in (the original's folders, groups and sites are not known to us). Replace each one with
// the real address before launch; the pages read them from here and nowhere else.
// ---------------------------------------------------------------------------------------------

/** A shared folder on the file host, by an id of ours. PLACEHOLDER */
const folder = (id: string) => `https://drive.google.com/drive/folders/PLACEHOLDER-${id}`;

/** Shared folders of the study-materials page, keyed by the ids in content/study-materials.ts. */
export const studyMaterialLinks = {
  // Foundation, term 1
  "foundation-term1-quiz1-pyqs": folder("foundation-term1-quiz1-pyqs"),
  "foundation-term1-english-1": folder("foundation-term1-english-1"),
  "foundation-term1-mathematics-1": folder("foundation-term1-mathematics-1"),
  "foundation-term1-computational-thinking": folder("foundation-term1-computational-thinking"),
  "foundation-term1-statistics-1": folder("foundation-term1-statistics-1"),
  // Foundation, term 2
  "foundation-term2-python": folder("foundation-term2-python"),
  "foundation-term2-english-2": folder("foundation-term2-english-2"),
  "foundation-term2-statistics-2": folder("foundation-term2-statistics-2"),
  "foundation-term2-mathematics-2": folder("foundation-term2-mathematics-2"),
  // Foundation, one folder per subject
  "subject-mathematics-1": folder("subject-mathematics-1"),
  "subject-statistics-1": folder("subject-statistics-1"),
  "subject-english-1": folder("subject-english-1"),
  "subject-computational-thinking": folder("subject-computational-thinking"),
  "subject-mathematics-2": folder("subject-mathematics-2"),
  "subject-statistics-2": folder("subject-statistics-2"),
  "subject-english-2": folder("subject-english-2"),
  "subject-python": folder("subject-python"),
  // Diploma, programming
  "diploma-programming-quiz1-pyqs": folder("diploma-programming-quiz1-pyqs"),
  "diploma-programming-dbms": folder("diploma-programming-dbms"),
  "diploma-programming-java": folder("diploma-programming-java"),
  "diploma-programming-mad-1": folder("diploma-programming-mad-1"),
  "diploma-programming-mad-2": folder("diploma-programming-mad-2"),
  "diploma-programming-pdsa": folder("diploma-programming-pdsa"),
  "diploma-programming-system-commands": folder("diploma-programming-system-commands"),
  // Diploma, data science
  "diploma-data-science-business-analytics": folder("diploma-data-science-business-analytics"),
  "diploma-data-science-business-data-management": folder(
    "diploma-data-science-business-data-management",
  ),
  "diploma-data-science-machine-learning-foundations": folder(
    "diploma-data-science-machine-learning-foundations",
  ),
  "diploma-data-science-practice-and-techniques": folder(
    "diploma-data-science-practice-and-techniques",
  ),
  "diploma-data-science-tools-in-data-science": folder(
    "diploma-data-science-tools-in-data-science",
  ),
} as const;

export type StudyMaterialId = keyof typeof studyMaterialLinks;

/** The three community channels of each level (community page). PLACEHOLDER */
export const communityLinks = {
  foundation: {
    chatGroup: "https://chat.whatsapp.com/PLACEHOLDER-foundation",
    messagingChannel: "https://t.me/PLACEHOLDER_foundation",
    resourcesChannel: "https://t.me/PLACEHOLDER_foundation_resources",
  },
  diploma: {
    chatGroup: "https://chat.whatsapp.com/PLACEHOLDER-diploma",
    messagingChannel: "https://t.me/PLACEHOLDER_diploma",
    resourcesChannel: "https://t.me/PLACEHOLDER_diploma_resources",
  },
  bsc: {
    chatGroup: "https://chat.whatsapp.com/PLACEHOLDER-bsc",
    messagingChannel: "https://t.me/PLACEHOLDER_bsc",
    resourcesChannel: "https://t.me/PLACEHOLDER_bsc_resources",
  },
  bs: {
    chatGroup: "https://chat.whatsapp.com/PLACEHOLDER-bs",
    messagingChannel: "https://t.me/PLACEHOLDER_bs",
    resourcesChannel: "https://t.me/PLACEHOLDER_bs_resources",
  },
} as const;

/** Where a course's 'View Course' button leads (courses without one show 'Coming Soon'). PLACEHOLDER */
export const courseLinks = {
  computationalThinking: "https://courses.bs-degree-hub.example/computational-thinking",
  mathematics1: "https://courses.bs-degree-hub.example/maths-1",
} as const;

/** The external grade and code sites the tools page opens. PLACEHOLDER */
export const toolSiteLinks = {
  codeEditor: "https://code.bs-degree-hub.example/editor",
  aiAssistant: "https://grades.bs-degree-hub.example/assistant",
} as const;
