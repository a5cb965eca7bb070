// Site settings (DESIGN.md D4): what the operators change without a deploy, one JSON value per
// key in the `site_settings` table. One Zod schema per key; the same schema checks the admin
// form (through Conform, which turns empty fields into undefined) and every stored value read
// back. Safe for the browser.
import { z } from "zod";
import {
  TOOL_IDS,
  TOOL_STATUSES,
  TOOLS,
  type Tool,
  type ToolId,
  type ToolStatus,
} from "~/content/tools";
import { MAX_SYNONYM_GROUPS, MAX_SYNONYM_LENGTH, synonymsFromText } from "./synonyms";

/** The keys, in the order the admin area lists them. */
export const SETTING_KEYS = [
  "operator",
  "social",
  "community",
  "study_materials",
  "courses",
  "tools",
  "team",
  "testimonials",
  "search",
  "practice",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export function isSettingKey(value: unknown): value is SettingKey {
  return (SETTING_KEYS as readonly unknown[]).includes(value);
}

const URL_MESSAGE = "Enter a full web address starting with https:// (or http://)";

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An http(s) address (never javascript:, data: or a relative path). */
const httpUrl = z
  .string()
  .trim()
  .max(2000, "Keep the address under 2,000 characters")
  .refine(isHttpUrl, URL_MESSAGE);

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

// ---------------------------------------------------------------------------------------------

/** Who runs the site: shown on the contact page, in the policies and in mail footers. */
export const OperatorSchema = z.object({
  name: optionalText(200, "Name"),
  addressLines: z.array(text(200, "Address line")).max(8, "At most 8 address lines").default([]),
  email: z
    .email("Enter a valid email address")
    .max(254, "Email must be at most 254 characters")
    .optional(),
});
export type OperatorSettings = z.infer<typeof OperatorSchema>;

/** The admin form writes the postal address as one textarea, a line per line. */
export const OperatorFormSchema = z
  .object({
    name: optionalText(200, "Name"),
    address: z.string().max(2000, "The address must be at most 2,000 characters").optional(),
    email: OperatorSchema.shape.email,
  })
  .transform(({ address, ...rest }, ctx) => {
    const addressLines = (address ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (addressLines.length > 8) {
      ctx.addIssue({ code: "custom", path: ["address"], message: "At most 8 address lines" });
      return z.NEVER;
    }
    if (addressLines.some((line) => line.length > 200)) {
      ctx.addIssue({
        code: "custom",
        path: ["address"],
        message: "Each address line must be at most 200 characters",
      });
      return z.NEVER;
    }
    return { ...rest, addressLines };
  });

/** Social profiles (footer) and the video channel (header, hero, footer, tools page). */
export const SocialSchema = z.object({
  videoChannel: httpUrl.optional(),
  instagram: httpUrl.optional(),
  linkedin: httpUrl.optional(),
  twitter: httpUrl.optional(),
});
export type SocialSettings = z.infer<typeof SocialSchema>;

export const COMMUNITY_LEVEL_IDS = ["foundation", "diploma", "bsc", "bs"] as const;
export type CommunityLevelKey = (typeof COMMUNITY_LEVEL_IDS)[number];

const CommunityLevelLinksSchema = z
  .object({
    chatGroup: httpUrl.optional(),
    messagingChannel: httpUrl.optional(),
    resourcesChannel: httpUrl.optional(),
  })
  .default({});

/** The three channels of each level (community page). */
export const CommunitySchema = z.object({
  foundation: CommunityLevelLinksSchema,
  diploma: CommunityLevelLinksSchema,
  bsc: CommunityLevelLinksSchema,
  bs: CommunityLevelLinksSchema,
});
export type CommunitySettings = z.infer<typeof CommunitySchema>;
export type CommunityLevelLinks = CommunitySettings[CommunityLevelKey];

export const STUDY_LEVELS = ["foundation", "diploma"] as const;
export const STUDY_DISPLAYS = ["cards", "folders"] as const;

const StudyCardSchema = z.object({
  title: text(120, "Title"),
  description: optionalText(300, "Description"),
  /** Optional while the folder is not known yet: a card without one is not shown. */
  url: httpUrl.optional(),
});

const StudySectionSchema = z.object({
  level: z.enum(STUDY_LEVELS, { error: "Choose a level" }),
  title: text(120, "Section title"),
  description: optionalText(300, "Description"),
  display: z.enum(STUDY_DISPLAYS, { error: "Choose how the cards are shown" }).default("cards"),
  cards: z.array(StudyCardSchema).max(60, "At most 60 cards in a section").default([]),
});

/** The study-materials page: sections (Term 1, Programming, …) of shared-folder cards. */
export const StudyMaterialsSchema = z.object({
  sections: z.array(StudySectionSchema).max(30, "At most 30 sections").default([]),
});
export type StudyMaterialsSettings = z.infer<typeof StudyMaterialsSchema>;
export type StudySection = StudyMaterialsSettings["sections"][number];

export const COURSE_LEVELS = ["foundation", "diploma", "bsc", "bs"] as const;
export const COURSE_TERMS = ["term1", "term2"] as const;

/** A course card (spec §3). Without a redirectUrl the card shows 'Coming Soon'. */
export const CourseSchema = z.object({
  title: text(120, "Title"),
  description: text(500, "Description"),
  level: z.enum(COURSE_LEVELS, { error: "Choose a level" }),
  term: z.enum(COURSE_TERMS, { error: "Choose a term" }),
  subject: text(120, "Subject"),
  price: z
    .number({ error: "Enter the price in rupees" })
    .int("Enter whole rupees")
    .min(0, "The price cannot be negative")
    .max(1_000_000, "The price is too high"),
  duration: text(60, "Duration"),
  students: z
    .number({ error: "Enter the number of students" })
    .int("Enter a whole number")
    .min(0, "The number of students cannot be negative")
    .max(10_000_000, "The number of students is too high"),
  rating: z
    .number({ error: "Enter a rating from 0 to 5" })
    .min(0, "Enter a rating from 0 to 5")
    .max(5, "Enter a rating from 0 to 5"),
  instructor: text(120, "Instructor"),
  isPopular: z.boolean().default(false),
  redirectUrl: httpUrl.optional(),
});
export type CourseSettings = z.infer<typeof CourseSchema>;

export const CoursesSchema = z.object({
  courses: z.array(CourseSchema).max(60, "At most 60 courses").default([]),
});
export type CoursesSettings = z.infer<typeof CoursesSchema>;

// The tools themselves (names, links, built-in status) are one list in content/tools.ts.
export { TOOL_IDS, TOOL_STATUSES };
export type { ToolId, ToolStatus };
/** Each tool's name and where it leads, by id. */
export const TOOL_INFO: Record<ToolId, Pick<Tool, "name" | "link">> = TOOLS;

export const TOOL_STATUS_LABELS: Record<ToolStatus, string> = {
  available: "Available",
  "coming-soon": "Coming soon",
  hidden: "Hidden",
};

const ToolSettingSchema = z.object({
  status: z.enum(TOOL_STATUSES, { error: "Choose a status" }),
  url: httpUrl.optional(),
});

/** The status of each tool; a tool not listed keeps its built-in status (DEFAULT_TOOL_STATUS). */
export const ToolsSchema = z
  .object(
    Object.fromEntries(TOOL_IDS.map((id) => [id, ToolSettingSchema.optional()])) as Record<
      ToolId,
      z.ZodOptional<typeof ToolSettingSchema>
    >,
  )
  .superRefine((tools, ctx) => {
    for (const id of TOOL_IDS) {
      const tool = tools[id];
      if (tool?.status === "available" && TOOL_INFO[id].link.kind === "external" && !tool.url) {
        ctx.addIssue({
          code: "custom",
          path: [id, "url"],
          message: `Give the ${TOOL_INFO[id].name}'s address to mark it available`,
        });
      }
    }
  });
export type ToolsSettings = z.infer<typeof ToolsSchema>;

/** What each tool shows while its setting is not saved (spec §2: the external ones are not built). */
export const DEFAULT_TOOL_STATUS = Object.fromEntries(
  TOOL_IDS.map((id) => [id, TOOLS[id].defaultStatus]),
) as Record<ToolId, ToolStatus>;

/** The about page's team. */
export const TeamSchema = z.object({
  members: z
    .array(
      z.object({
        name: text(120, "Name"),
        role: text(120, "Role"),
        bio: text(500, "Bio"),
      }),
    )
    .max(24, "At most 24 team members")
    .default([]),
});
export type TeamSettings = z.infer<typeof TeamSchema>;

/** A local image (a path on this site) or an http(s) address. */
const avatarUrl = z
  .string()
  .trim()
  .max(2000, "Keep the address under 2,000 characters")
  .refine(
    (value) => /^\/[^/\\]/.test(value) || isHttpUrl(value),
    "Enter a path on this site (/images/…) or a full address starting with https://",
  );

/** The home page's testimonials (spec §3 "Testimonial"). */
export const TestimonialsSchema = z.object({
  /** Illustrative quotes, not real students': the page says so under them. */
  samples: z.boolean().default(false),
  items: z
    .array(
      z.object({
        name: text(80, "Name"),
        role: text(120, "Role"),
        content: text(600, "Quote"),
        avatarUrl: avatarUrl.optional(),
      }),
    )
    .max(12, "At most 12 testimonials")
    .default([]),
});
export type TestimonialsSettings = z.infer<typeof TestimonialsSchema>;

/** The search's synonym list (ADR 032): groups of spellings that mean the same. */
export const SearchSettingsSchema = z.object({
  synonyms: z
    .array(
      z
        .array(text(MAX_SYNONYM_LENGTH, "A spelling"))
        .min(2, "Give each line at least two spellings, separated by commas")
        .max(12, "At most 12 spellings on a line"),
    )
    .max(MAX_SYNONYM_GROUPS, `At most ${MAX_SYNONYM_GROUPS} lines`),
});
export type SearchSettings = z.infer<typeof SearchSettingsSchema>;

/** The admin form writes the list as one textarea: a line per group, commas between spellings. */
export const SearchSettingsFormSchema = z
  .object({
    synonyms: z.string().max(20_000, "The list must be at most 20,000 characters").optional(),
  })
  .transform(({ synonyms }, ctx) => {
    const groups = synonymsFromText(synonyms ?? "");
    const parsed = SearchSettingsSchema.safeParse({ synonyms: groups });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const line = typeof issue.path[1] === "number" ? `Line ${issue.path[1] + 1}: ` : "";
      ctx.addIssue({ code: "custom", path: ["synonyms"], message: `${line}${issue.message}` });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The practice area: how long mock attempts are kept (DESIGN.md D10). */
export const PracticeSettingsSchema = z.object({
  attemptRetentionDays: z
    .number({ error: "Enter a number of days from 1 to 3650" })
    .int("Enter a whole number of days")
    .min(1, "Keep attempts for at least 1 day")
    .max(3650, "Keep attempts for at most 3650 days (ten years)"),
});
export type PracticeSettings = z.infer<typeof PracticeSettingsSchema>;

/** The stored value's schema of each key. */
export const SETTING_SCHEMAS = {
  operator: OperatorSchema,
  social: SocialSchema,
  community: CommunitySchema,
  study_materials: StudyMaterialsSchema,
  courses: CoursesSchema,
  tools: ToolsSchema,
  team: TeamSchema,
  testimonials: TestimonialsSchema,
  search: SearchSettingsSchema,
  practice: PracticeSettingsSchema,
} as const;

export interface SiteSettings {
  operator?: OperatorSettings;
  social?: SocialSettings;
  community?: CommunitySettings;
  study_materials?: StudyMaterialsSettings;
  courses?: CoursesSettings;
  tools?: ToolsSettings;
  team?: TeamSettings;
  testimonials?: TestimonialsSettings;
  search?: SearchSettings;
  practice?: PracticeSettings;
}

export type SettingValue<K extends SettingKey> = NonNullable<SiteSettings[K]>;

/** Parses a stored or submitted value of `key`. */
export function parseSettingValue<K extends SettingKey>(key: K, value: unknown) {
  return (SETTING_SCHEMAS[key] as unknown as z.ZodType<SettingValue<K>>).safeParse(value);
}
