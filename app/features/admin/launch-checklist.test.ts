// The launch checklist on a real database: a new install (demo seeded, nothing of the operator's
// set) has every item to do; each setting, this term's dates and the demo's removal tick theirs.
import { expect, it } from "vitest";
import { specStudySections } from "~/content/study-materials";
import { createCalendarEvent } from "~/features/calendar/mutations.server";
import { CalendarEventSchema } from "~/features/calendar/schema";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import { subjects } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { createMemoryStorage, seedDemoContent } from "~tests/setup/demo-content";
import { signedInAdmin } from "~tests/setup/factories";
import { removeDemoContent } from "./demo-content.server";
import { checklistItems, type LaunchStatus, NO_DEMO } from "./launch-checklist";
import { getLaunchStatus } from "./launch-checklist.server";

const NOW = new Date("2026-11-26T10:00:00Z"); // the September 2026 term
const SPEC_FOLDERS = specStudySections.flatMap((s) => s.cards).length;
/** The catalogue's Foundation (8) and Diploma (18) courses: none has a shared folder at first. */
const COURSES = 26;
const folders = (n: number) => (n === 1 ? "1 extra folder" : `${n} extra folders`);

const byKey = (status: LaunchStatus) =>
  Object.fromEntries(checklistItems(status).map((item) => [item.key, item]));

describeWithDatabase("launch checklist", (getDb) => {
  it("a new install: every item to do, with what is missing and where to fix it", async () => {
    const db = getDb();
    const storage = createMemoryStorage();
    const seed = await seedDemoContent(db, storage);
    const status = await getLaunchStatus(db, NOW);
    expect(status).toEqual({
      operator: { missing: ["name", "email", "address"] },
      social: { missing: ["videoChannel", "instagram", "linkedin", "twitter"] },
      community: { levelsWithout: ["foundation", "diploma", "bsc", "bs"] },
      studyMaterials: {
        folders: SPEC_FOLDERS,
        withoutAddress: SPEC_FOLDERS,
        courses: COURSES,
        coursesWithoutFolder: COURSES,
      },
      // The demo's dates are of the September 2025 term.
      calendar: { term: "2026-09", events: 0 },
      demo: {
        resources: seed.resources,
        files: seed.files,
        posts: 5,
        questions: seed.practice.questions,
        papers: seed.practice.papers,
        events: seed.calendar.events,
        testimonials: 3,
      },
    });
    const items = checklistItems(status);
    expect(items.map((i) => i.key)).toEqual([
      "operator",
      "community",
      "study-materials",
      "social",
      "calendar",
      "demo",
    ]);
    expect(items.every((i) => !i.done)).toBe(true);
    const item = byKey(status);
    expect(item.operator).toMatchObject({
      detail: "Not set: name, contact email and postal address.",
      href: "/admin/settings/operator",
    });
    expect(item.community!.detail).toBe("No group links for Foundation, Diploma, BSc and BS.");
    expect(item["study-materials"]!.detail).toBe(
      `${COURSES} of ${COURSES} courses have no shared folder: their cards open the course page here. ` +
        `${SPEC_FOLDERS} of ${folders(SPEC_FOLDERS)} have no address, so they are not shown.`,
    );
    expect(item.social!.detail).toBe(
      "None set: video channel, Instagram, LinkedIn and X (Twitter).",
    );
    expect(item.calendar).toMatchObject({
      detail: "No dates for the September 2026 term yet.",
      href: "/admin/calendar?term=2026-09",
    });
    expect(item.demo).toMatchObject({
      detail: `Still on the site: ${seed.resources} sample resources with ${seed.files} files, 5 blog posts, ${seed.practice.questions} practice questions, ${seed.practice.papers} mocks, ${seed.calendar.events} calendar dates and 3 sample testimonials.`,
      href: "/admin/dashboard?remove-demo=1",
    });
  });

  it("each item is done once the operator has set it", async () => {
    const db = getDb();
    const storage = createMemoryStorage();
    await seedDemoContent(db, storage);
    const { admin } = await signedInAdmin(db);
    const save = async (key: Parameters<typeof saveSiteSetting>[2], value: unknown) =>
      expect((await saveSiteSetting(db, admin.id, key, value)).ok).toBe(true);

    // Part of the way: what is still missing is named.
    await save("operator", { name: "BS Hub Team", addressLines: [] });
    await save("social", { instagram: "https://instagram.com/bshub" });
    await save("community", { foundation: { chatGroup: "https://chat.whatsapp.com/abc" } });
    const [first, ...rest] = specStudySections;
    await save("study_materials", {
      sections: [
        {
          ...first!,
          cards: first!.cards.map((card) => ({ ...card, url: "https://drive.google.com/x" })),
        },
        ...rest,
      ],
    });
    let item = byKey(await getLaunchStatus(db, NOW));
    expect(item.operator).toMatchObject({
      done: false,
      detail: "Not set: contact email and postal address.",
    });
    // One social link is enough: an unset one is simply not shown.
    expect(item.social).toMatchObject({
      done: true,
      detail: "Set: Instagram. Not shown: video channel, LinkedIn and X (Twitter).",
    });
    expect(item.community).toMatchObject({
      done: false,
      detail: "No group links for Diploma, BSc and BS.",
    });
    const withAddress = first!.cards.length;
    expect(item["study-materials"]).toMatchObject({
      done: false,
      detail:
        `${COURSES} of ${COURSES} courses have no shared folder: their cards open the course page here. ` +
        `${SPEC_FOLDERS - withAddress} of ${folders(SPEC_FOLDERS)} ${SPEC_FOLDERS - withAddress === 1 ? "has no address, so it is" : "have no address, so they are"} not shown.`,
    });

    // All the way.
    await save("operator", {
      name: "BS Hub Team",
      email: "team@bshub.example.org",
      addressLines: ["12 Lake Road", "Chennai 600001"],
    });
    const everywhere = { messagingChannel: "https://t.me/bshub" };
    await save("community", {
      foundation: everywhere,
      diploma: everywhere,
      bsc: everywhere,
      bs: everywhere,
    });
    await save("study_materials", { sections: [] });
    await db.update(subjects).set({ folderUrl: "https://drive.google.com/drive/folders/course" });
    const added = await createCalendarEvent(db, {
      adminId: admin.id,
      form: CalendarEventSchema.parse({
        term: "2026-09",
        kind: "end-term",
        title: "End term exam",
        date: "2026-12-20",
        allDay: true,
        source: "September 2026 grading document",
      }),
    });
    expect(added.ok).toBe(true);
    await removeDemoContent(db, storage, { adminId: admin.id, log: { warn: () => {} } });

    const status = await getLaunchStatus(db, NOW);
    expect(status.demo).toEqual(NO_DEMO);
    item = byKey(status);
    expect(Object.values(item).every((i) => i.done)).toBe(true);
    expect(item.operator!.detail).toBe("Name, contact email and postal address are set.");
    expect(item.community!.detail).toBe("Every level has at least one group link.");
    expect(item["study-materials"]!.detail).toBe(
      "Every course has a shared folder. No extra folders are listed.",
    );
    expect(item.calendar!.detail).toBe("1 date for the September 2026 term.");
    // Nothing left to remove: no link to the removal.
    expect(item.demo).toMatchObject({
      detail: "None left: the site shows only your own content.",
      href: null,
    });
  });
});

it("words a single folder and a single leftover kind in the singular", () => {
  const status: LaunchStatus = {
    operator: { missing: [] },
    social: { missing: [] },
    community: { levelsWithout: [] },
    studyMaterials: { folders: 3, withoutAddress: 1, courses: 2, coursesWithoutFolder: 1 },
    calendar: { term: "2027-01", events: 2 },
    demo: { ...NO_DEMO, resources: 1 },
  };
  const item = byKey(status);
  expect(item["study-materials"]!.detail).toBe(
    "1 of 2 courses has no shared folder: its card opens the course page here. " +
      "1 of 3 extra folders has no address, so it is not shown.",
  );
  expect(item.social!.detail).toBe("All four are set.");
  expect(item.calendar!.detail).toBe("2 dates for the January 2027 term.");
  expect(item.demo!.detail).toBe("Still on the site: 1 sample resource.");
});
