// What the study-materials page shows: the spec's sections (content/study-materials.ts), their
// course cards from the course catalogue, and the cards the site setting adds. A course's folder
// has one home, the course (subjects.folder_url); a card of the setting named after a course (the
// spec's "Mathematics 1" folder, saved before the catalogue) is that course's folder while the
// course has none, and is not shown a second time. A course without any folder opens its own page
// here, so the page lists every course even before a folder is set. Pure and browser-safe.
import {
  type StudyCourseSelector,
  studyMaterialLevelCopy,
  studyMaterialsPage,
  studyPageSections,
} from "~/content/study-materials";
import { type CourseFamily, courseFamily } from "~/lib/course-family";
import { slugify } from "./public";
import { STUDY_LEVELS, type StudySection } from "./schema";

type StudyLevel = (typeof STUDY_LEVELS)[number];

/** A catalogue course as the page needs it. */
export interface StudyPageCourse {
  level: StudyLevel;
  slug: string;
  name: string;
  shortName: string;
  shorthand: string[];
  description: string;
  term: "term1" | "term2" | null;
  track: "programming" | "data-science" | null;
  /** The course's shared folder (a checked http(s) address), or null. */
  folderUrl: string | null;
}

export interface StudyPageCard {
  title: string;
  /** The course's official name under what students call it ("Maths 1"). */
  subtitle?: string;
  description?: string;
  url: string;
  /** Another site, opened in a new tab; otherwise a page of this site. */
  external: boolean;
  /** What the card opens, when it is a course's card. */
  opens?: string;
  /** A course's card: its family's glyph and colour (docs/design.md); null: none known. */
  family?: CourseFamily | null;
}

export interface StudyPageGroup {
  id: string;
  title: string;
  description?: string;
  display: "cards" | "folders";
  cards: StudyPageCard[];
}

export interface StudyPageLevel {
  id: StudyLevel;
  title: string;
  description: string;
  groups: StudyPageGroup[];
}

/** "Mathematics 1", "mathematics-1" and "MATHEMATICS  1" alike. */
const normalize = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Every name a course goes by: official, short, slug and shorthand. */
function courseNames(course: StudyPageCourse): Set<string> {
  return new Set(
    [course.name, course.shortName, course.slug, ...course.shorthand]
      .map(normalize)
      .filter(Boolean),
  );
}

function selects(selector: StudyCourseSelector, course: StudyPageCourse): boolean {
  if ("term" in selector) return course.term === selector.term;
  if ("track" in selector) return course.track === selector.track;
  return true;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * The page's levels, each with its sections that have a card to show; a level without any is
 * left out (the page then says no folders are shared yet).
 */
export function studyMaterialsView(
  saved: readonly StudySection[] | undefined,
  courses: readonly StudyPageCourse[],
): StudyPageLevel[] {
  const sections = saved ?? [];
  const ids = new Set<string>();
  const uniqueId = (level: string, title: string) => {
    const base = slugify(`${level} ${title}`) || level;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };
  const usedSections = new Set<StudySection>();

  return STUDY_LEVELS.map((level): StudyPageLevel => {
    const levelCourses = courses.filter((course) => course.level === level);
    const names = new Map(levelCourses.map((course) => [course, courseNames(course)]));
    const cardCourse = (title: string) =>
      levelCourses.find((course) => names.get(course)!.has(normalize(title)));
    const savedOfLevel = sections.filter((section) => section.level === level);
    // A folder saved under a course's name, found in the section it is shown in first.
    const savedFolder = (course: StudyPageCourse, first?: StudySection) => {
      for (const section of first ? [first, ...savedOfLevel] : savedOfLevel) {
        const card = section.cards.find((c) => c.url && cardCourse(c.title) === course);
        if (card?.url) return card.url;
      }
      return undefined;
    };
    const courseCard = (course: StudyPageCourse, section?: StudySection): StudyPageCard => {
      const folder = course.folderUrl ?? savedFolder(course, section);
      const url = folder ?? `/resources/${level}/${course.slug}`;
      const short = course.shortName.trim();
      return {
        title: short || course.name,
        subtitle: short && short !== course.name ? course.name : undefined,
        description: course.description || undefined,
        url,
        external: isExternal(url),
        opens: folder ? studyMaterialsPage.opensFolder : studyMaterialsPage.opensCoursePage,
        family: courseFamily(course),
      };
    };
    const extraCard = (card: StudySection["cards"][number]): StudyPageCard => ({
      title: card.title,
      description: card.description || undefined,
      url: card.url!,
      external: isExternal(card.url!),
    });

    const groups: StudyPageGroup[] = [];
    const placed = new Set<StudyPageCourse>();
    for (const fixed of studyPageSections.filter((section) => section.level === level)) {
      const match = savedOfLevel.find(
        (section) =>
          !usedSections.has(section) && normalize(section.title) === normalize(fixed.title),
      );
      if (match) usedSections.add(match);
      const listed = levelCourses.filter((course) => selects(fixed.courses, course));
      if (fixed.display === "cards") listed.forEach((course) => placed.add(course));
      // The setting's cards that are no course's keep their place before or after the courses.
      const savedCards = match?.cards ?? [];
      const firstCourseCard = savedCards.findIndex((card) => cardCourse(card.title));
      const extras = savedCards
        .map((card, index) => ({ card, index }))
        .filter(({ card }) => card.url && !cardCourse(card.title));
      const before = extras.filter(({ index }) => firstCourseCard < 0 || index < firstCourseCard);
      const after = extras.filter(({ index }) => firstCourseCard >= 0 && index > firstCourseCard);
      const cards = [
        ...before.map(({ card }) => extraCard(card)),
        ...listed.map((course) => courseCard(course, match)),
        ...after.map(({ card }) => extraCard(card)),
      ];
      if (cards.length === 0) continue;
      groups.push({
        id: uniqueId(level, fixed.title),
        title: fixed.title,
        description: match?.description || fixed.description,
        display: fixed.display,
        cards,
      });
    }
    // Courses no section lists (a diploma course without a track, say).
    const unplaced = levelCourses.filter((course) => !placed.has(course));
    if (unplaced.length > 0) {
      groups.push({
        id: uniqueId(level, studyMaterialsPage.moreCourses.title),
        title: studyMaterialsPage.moreCourses.title,
        description: studyMaterialsPage.moreCourses.description,
        display: "cards",
        cards: unplaced.map((course) => courseCard(course)),
      });
    }
    // Sections the admins added, shown as they saved them (cards without an address left out).
    for (const section of savedOfLevel.filter((s) => !usedSections.has(s))) {
      const cards = section.cards.filter((card) => card.url).map(extraCard);
      if (cards.length === 0) continue;
      groups.push({
        id: uniqueId(level, section.title),
        title: section.title,
        description: section.description || undefined,
        display: section.display,
        cards,
      });
    }
    return { id: level, ...studyMaterialLevelCopy[level], groups };
  }).filter((level) => level.groups.length > 0);
}
