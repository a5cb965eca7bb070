// The admin area's settings pages: one per key, at /admin/settings/<slug>. Safe for the browser.
import { foundationCourses } from "~/content/courses";
import { specStudySections } from "~/content/study-materials";
import { DEFAULT_ATTEMPT_RETENTION_DAYS } from "~/features/practice/mock";
import {
  DEFAULT_TOOL_STATUS,
  OperatorFormSchema,
  SearchSettingsFormSchema,
  SETTING_SCHEMAS,
  type SettingKey,
  type SiteSettings,
  TOOL_IDS,
} from "./schema";
import { DEFAULT_SYNONYMS, synonymsToText } from "./synonyms";

export const SETTINGS_SECTIONS = [
  {
    slug: "operator",
    key: "operator",
    label: "Operator & contact",
    description:
      "Who runs the site: shown on the contact page, in the policies, in the footer's email link and at the foot of every mail.",
  },
  {
    slug: "social",
    key: "social",
    label: "Social links",
    description:
      "The video channel (header, home page, footer and tools page) and the profiles linked in the footer. A link left empty is not shown.",
  },
  {
    slug: "community",
    key: "community",
    label: "Community groups",
    description:
      "The three channels of each level on the community page. A channel left empty is not shown.",
  },
  {
    slug: "study-materials",
    key: "study_materials",
    label: "Study materials",
    description:
      "Extra folder cards of the study-materials page, such as a folder of Quiz 1 papers. Every course has its card there already, from the course list: set a course's folder under Subjects (Folder URL). A card here named after a course is that course's folder only while the course has none. A card without an address is not shown.",
  },
  {
    slug: "courses",
    key: "courses",
    label: "Courses",
    description:
      "The course cards on the courses page. A course without a course address shows 'Coming Soon'.",
  },
  {
    slug: "tools",
    key: "tools",
    label: "Tools",
    description:
      "Whether each tool is available, coming soon or hidden, on the tools page and the Tools tabs of the resources and community pages.",
  },
  {
    slug: "team",
    key: "team",
    label: "About: team",
    description: "The team shown on the About page. With nobody listed, the section is hidden.",
  },
  {
    slug: "testimonials",
    key: "testimonials",
    label: "Home: testimonials",
    description:
      "Quotes shown on the home page. With none listed, the section is hidden. Only publish real quotes with the students' permission, or mark them as samples.",
  },
  {
    slug: "search",
    key: "search",
    label: "Search: synonyms",
    description:
      "Shorthand students type and what it means, for the site search: one line per group of words that mean the same, separated by commas (PYQ, previous year question paper). A search for any of them finds all of them. A course's own names (Maths 2, m2, PDSA) come from the course catalogue: its short name and shorthand.",
  },
  {
    slug: "practice",
    key: "practice",
    label: "Practice: mock attempts",
    description:
      "How long a sat mock (its answers and result, reached by the link the student keeps) is kept before it is deleted. Attempts hold no personal data; older ones are removed every hour.",
  },
] as const satisfies readonly {
  slug: string;
  key: SettingKey;
  label: string;
  description: string;
}[];

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export type SettingsSlug = SettingsSection["slug"];

export function findSettingsSection(slug: string | undefined): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((section) => section.slug === (slug ?? "operator"));
}

/** The schema the admin form is checked with (the stored value's, but for the address textarea). */
export function settingsFormSchema(key: SettingKey) {
  if (key === "operator") return OperatorFormSchema;
  if (key === "search") return SearchSettingsFormSchema;
  return SETTING_SCHEMAS[key];
}

/**
 * What the form starts with: the saved value, or a starting point while none is saved (the spec's
 * study-material sections and Foundation courses, without addresses; the tools' built-in status).
 */
export function settingsFormDefault(key: SettingKey, settings: SiteSettings): unknown {
  switch (key) {
    case "operator": {
      const operator = settings.operator;
      return {
        name: operator?.name ?? "",
        address: (operator?.addressLines ?? []).join("\n"),
        email: operator?.email ?? "",
      };
    }
    case "study_materials":
      return settings.study_materials ?? { sections: specStudySections };
    case "courses":
      return (
        settings.courses ?? {
          courses: foundationCourses.map(({ id: _id, ...course }) => ({
            ...course,
            isPopular: course.isPopular ?? false,
          })),
        }
      );
    case "tools":
      return Object.fromEntries(
        TOOL_IDS.map((id) => [
          id,
          { status: DEFAULT_TOOL_STATUS[id], ...(settings.tools?.[id] ?? {}) },
        ]),
      );
    case "community":
      return settings.community ?? {};
    case "social":
      return settings.social ?? {};
    case "team":
      return settings.team ?? { members: [] };
    case "testimonials":
      return settings.testimonials ?? { samples: false, items: [] };
    case "search":
      return { synonyms: synonymsToText(settings.search?.synonyms ?? DEFAULT_SYNONYMS) };
    case "practice":
      return {
        attemptRetentionDays:
          settings.practice?.attemptRetentionDays ?? DEFAULT_ATTEMPT_RETENTION_DAYS,
      };
  }
}
