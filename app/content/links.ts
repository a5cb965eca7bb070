// Links of the demo's resources that are not site settings. Community groups, study-material
// folders, course and tool addresses, social links and the operator's details are site settings
// (app/features/settings), edited in the admin area at /admin/settings.
export const externalLinks = {
  /** Per-subject shared folders of the demo notes (resources part; replaced by subjects.folder_url). */
  subjectFolder: (level: string, subject: string) =>
    `https://drive.google.com/drive/folders/placeholder-${level}-${subject}`,
  /** Per-paper download links of the demo question papers (resources part). */
  demoPaper: (subject: string, paper: number) =>
    `https://drive.google.com/file/d/placeholder-${subject}-paper-${paper}/view`,
} as const;
