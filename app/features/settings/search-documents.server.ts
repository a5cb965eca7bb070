// The search documents of what lives in site settings and content (ADR 032): the about page and
// policies, the section pages, tools, courses, community channels and study-material folders.
// Written whole, in the caller's transaction: when a setting is saved (so a change is found at
// once), at start-up and after seeding (so a new release's content is found). It lives with the
// settings it reads; the search feature only queries the rows, so search → settings is one way.
import { eq } from "drizzle-orm";
import { aboutPage, faqs, mission, story, vision } from "~/content/about";
import { COMMUNITY_CHANNELS, COMMUNITY_LEVEL_LABELS, communityPage } from "~/content/community";
import { contactPage } from "~/content/contact";
import { coursesPage } from "~/content/courses";
import { getPolicies, POLICY_IDS } from "~/content/policies";
import { studyMaterialsPage } from "~/content/study-materials";
import type { Database } from "~/lib/db.server";
import { searchDocuments, subjects } from "~db/schema";
import {
  communityHrefs,
  listTools,
  operatorDetails,
  slugify,
  visibleStudySections,
} from "./public";
import { COMMUNITY_LEVEL_IDS, type SiteSettings } from "./schema";

type SiteDocument = Omit<typeof searchDocuments.$inferInsert, "source" | "search">;

const COURSE_TERM_LABEL = { term1: "Term 1", term2: "Term 2" } as const;

/**
 * A course's subject as the pages name subjects: the level's subject of that slug if there is one
 * ("statistics" → "Statistics for Data Science I"), otherwise the text the admin typed, capitalised
 * when it was typed as a slug.
 */
function courseSubjectName(subject: string, level: string, names: ReadonlyMap<string, string>) {
  const known = names.get(`${level}/${subject}`);
  if (known) return known;
  if (subject !== subject.toLowerCase()) return subject;
  return subject
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Every document of the settings and content, as the public pages show them now. `subjectNames`
 * maps "level/slug" to a subject's name.
 */
export function siteSearchDocuments(
  settings: SiteSettings,
  subjectNames: ReadonlyMap<string, string> = new Map(),
): SiteDocument[] {
  const docs: SiteDocument[] = [];
  docs.push({
    key: "page:about",
    kind: "page",
    title: aboutPage.title,
    keywords: "about team faq frequently asked questions unofficial student run",
    description: aboutPage.description,
    body: [
      mission.title,
      mission.body,
      vision.title,
      vision.body,
      story.title,
      ...story.paragraphs,
      faqs.title,
      ...faqs.items.flatMap((faq) => [faq.question, faq.answer]),
      ...(settings.team?.members ?? []).flatMap((m) => [m.name, m.role]),
    ].join("\n"),
    url: "/about",
  });
  const policies = getPolicies(operatorDetails(settings));
  for (const id of POLICY_IDS) {
    const policy = policies[id];
    docs.push({
      key: `page:${id}`,
      kind: "page",
      title: policy.title,
      keywords: "policy",
      description: policy.description,
      body: [
        policy.intro,
        ...policy.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]),
      ].join("\n"),
      url: policy.path,
    });
  }
  docs.push(
    {
      key: "page:contactus",
      kind: "page",
      title: contactPage.title,
      keywords: "contact us email message write help support",
      description: contactPage.description,
      url: "/contactus",
    },
    {
      key: "page:community",
      kind: "page",
      title: "Community",
      keywords: "community groups channels chat",
      description: communityPage.metaDescription,
      url: "/community",
    },
    {
      key: "page:courses",
      kind: "page",
      title: coursesPage.metaTitle,
      keywords: "courses recorded paid",
      description: coursesPage.metaDescription,
      url: "/courses",
    },
    {
      key: "page:study-materials",
      kind: "page",
      title: studyMaterialsPage.title,
      keywords: "study materials shared folders drive",
      description: studyMaterialsPage.description,
      url: "/study-materials",
    },
  );
  for (const tool of listTools(settings, "tools-page")) {
    if (tool.status !== "available") continue;
    docs.push({
      key: `tool:${tool.id}`,
      kind: "tool",
      title: tool.name,
      keywords: `tool calculator ${TOOL_KEYWORDS[tool.id] ?? ""}`,
      description: tool.description,
      url: tool.href,
    });
  }
  const usedCourseIds = new Set<string>();
  (settings.courses?.courses ?? []).forEach((course, index) => {
    let id = slugify(course.title) || `course-${index + 1}`;
    if (usedCourseIds.has(id)) id = `${id}-${index + 1}`;
    usedCourseIds.add(id);
    const subjectName = courseSubjectName(course.subject, course.level, subjectNames);
    docs.push({
      key: `course:${id}`,
      kind: "course",
      title: course.title,
      keywords: `course ${course.subject} ${subjectName} ${COURSE_TERM_LABEL[course.term]} ${course.instructor}`,
      description: course.description,
      level: course.level,
      subjectName,
      term: course.term,
      url: course.redirectUrl ?? `/courses#${id}`,
    });
  });
  for (const level of COMMUNITY_LEVEL_IDS) {
    const hrefs = communityHrefs(settings, level);
    for (const channel of COMMUNITY_CHANNELS) {
      const href = hrefs[channel.key];
      if (!href) continue;
      docs.push({
        key: `community:${level}:${channel.id}`,
        kind: "community",
        title: `${COMMUNITY_LEVEL_LABELS[level]} ${channel.name}`,
        keywords: "community group channel join WhatsApp Telegram",
        description: channel.description,
        level,
        url: href,
      });
    }
  }
  for (const section of visibleStudySections(settings)) {
    section.cards.forEach((card, index) => {
      docs.push({
        key: `study:${section.id}:${index}`,
        kind: "study-material",
        title: card.title,
        keywords: `study materials folder ${section.title}`,
        description: card.description ?? section.description ?? "",
        level: section.level,
        url: card.url!,
      });
    });
  }
  return docs;
}

/** Words a tool is asked for by, beyond its name. */
const TOOL_KEYWORDS: Partial<Record<string, string>> = {
  "grade-predictor":
    "grade prediction marks score needed quiz end term OPPE online proctored programming exam",
  "cgpa-calculator": "GPA grade point average credits",
  "code-editor": "programming python code run",
};

/** Replaces the settings' and content's documents with `settings`' (in the caller's transaction). */
export async function indexSiteDocuments(db: Database, settings: SiteSettings): Promise<void> {
  await db.delete(searchDocuments).where(eq(searchDocuments.source, "site"));
  const subjectRows = await db
    .select({ level: subjects.level, slug: subjects.slug, name: subjects.name })
    .from(subjects);
  const names = new Map(subjectRows.map((row) => [`${row.level}/${row.slug}`, row.name]));
  const docs = siteSearchDocuments(settings, names);
  if (docs.length > 0) {
    await db
      .insert(searchDocuments)
      .values(docs.map((doc) => ({ ...doc, source: "site" as const })));
  }
}
