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
