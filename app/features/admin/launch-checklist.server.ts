// What the launch checklist measures (launch-checklist.ts words it): the operator's settings that
// are still unset, the current term's calendar dates and the demo content left.
import { and, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { specStudySections } from "~/content/study-materials";
import { termOf } from "~/features/calendar/schema";
import { readSiteSettings } from "~/features/settings/queries.server";
import type { Database } from "~/lib/db.server";
import { calendarEvents, subjects } from "~db/schema";
import { countDemoContent } from "./demo-content.server";
import {
  COMMUNITY_LEVELS,
  type LaunchStatus,
  OPERATOR_FIELDS,
  SOCIAL_FIELDS,
} from "./launch-checklist";

export async function getLaunchStatus(db: Database, now = new Date()): Promise<LaunchStatus> {
  const term = termOf(now);
  const [settings, [events], demo, [courses]] = await Promise.all([
    readSiteSettings(db),
    db
      .select({ n: count() })
      .from(calendarEvents)
      // The demo's dates are of a past term; were they not, they would still not be the
      // operator's.
      .where(and(eq(calendarEvents.term, term), eq(calendarEvents.demo, false))),
    countDemoContent(db),
    db
      .select({
        n: count(),
        withoutFolder: count(
          sql`case when ${or(isNull(subjects.folderUrl), eq(subjects.folderUrl, ""))} then 1 end`,
        ),
      })
      .from(subjects)
      .where(inArray(subjects.level, ["foundation", "diploma"])),
  ]);
  const operator = settings.operator;
  const operatorValues = {
    name: operator?.name,
    email: operator?.email,
    address: operator?.addressLines?.length ? "set" : undefined,
  };
  // Unsaved, the admin form starts from the spec's sections, none with an address: the page
  // shows none of them.
  const folders = (settings.study_materials?.sections ?? specStudySections).flatMap(
    (section) => section.cards,
  );
  return {
    operator: { missing: OPERATOR_FIELDS.filter((field) => !operatorValues[field]) },
    social: { missing: SOCIAL_FIELDS.filter((field) => !settings.social?.[field]) },
    community: {
      levelsWithout: COMMUNITY_LEVELS.filter((level) => {
        const links = settings.community?.[level] ?? {};
        return !links.chatGroup && !links.messagingChannel && !links.resourcesChannel;
      }),
    },
    studyMaterials: {
      folders: folders.length,
      withoutAddress: folders.filter((card) => !card.url).length,
      courses: courses?.n ?? 0,
      coursesWithoutFolder: courses?.withoutFolder ?? 0,
    },
    calendar: { term, events: events?.n ?? 0 },
    demo,
  };
}
