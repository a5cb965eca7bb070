// Demo site settings (part of `npm run db:seed` and the first start of an empty embedded
// database). Only what is true without knowing the operators: the spec's three Foundation courses
// without course addresses (they show 'Coming Soon'), the spec's study-material sections without
// folder addresses (nothing is shown until an admin adds them), and three testimonials marked as
// samples. No operator details, social links, community groups or team: those stay unset, so the
// pages hide them.
import { foundationCourses } from "~/content/courses";
import { specStudySections } from "~/content/study-materials";
import type { Database } from "~/lib/db.server";
import { siteSettings } from "~db/schema";
import { parseSettingValue, type SettingKey } from "./schema";

/** Illustrative quotes, not from real students: stored with `samples: true`, so the page says so. */
export const SAMPLE_TESTIMONIALS = [
  {
    name: "Ananya",
    role: "Foundation level student",
    avatarUrl: "/images/testimonials/ananya.svg",
    content:
      "The week-wise maths notes saved me before my first quiz. I finally understood what the lectures were building towards.",
  },
  {
    name: "Rohit",
    role: "Diploma level student",
    content:
      "Solving the previous-year papers here showed me which topics come up again and again. My end-term went far better than I expected.",
  },
  {
    name: "Meera",
    role: "Working professional, foundation level",
    content:
      "I study after work, so having everything in one place matters. The community answered my doubts late at night more than once.",
  },
];

/** Whether a stored testimonial is one of the demo's (same name and quote): the demo removal
 * takes these and leaves any an admin added. */
export function isSampleTestimonial(item: { name: string; content: string }): boolean {
  return SAMPLE_TESTIMONIALS.some((s) => s.name === item.name && s.content === item.content);
}

export function buildDemoSettings(): { key: SettingKey; value: unknown }[] {
  const values: { key: SettingKey; value: unknown }[] = [
    {
      key: "courses",
      value: {
        courses: foundationCourses.map(({ id: _id, ...course }) => ({
          ...course,
          isPopular: course.isPopular ?? false,
        })),
      },
    },
    { key: "study_materials", value: { sections: specStudySections } },
    { key: "testimonials", value: { samples: true, items: SAMPLE_TESTIMONIALS } },
  ];
  // Checked like an admin's save, so the demo never stores what the pages would refuse.
  return values.map(({ key, value }) => {
    const parsed = parseSettingValue(key, value);
    if (!parsed.success) throw new Error(`Demo setting ${key} is invalid: ${parsed.error.message}`);
    return { key, value: parsed.data };
  });
}

/** Stores the demo settings; a key already set is left as it is. Returns how many were added. */
export async function seedDemoSettings(db: Database): Promise<number> {
  const rows = await db
    .insert(siteSettings)
    .values(buildDemoSettings())
    .onConflictDoNothing({ target: siteSettings.key })
    .returning({ key: siteSettings.key });
  return rows.length;
}
