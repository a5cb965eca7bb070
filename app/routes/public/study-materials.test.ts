// The study-materials page's loader on a real database: the catalogue's courses fill the spec's
// sections on a fresh database; a course's folder and the settings' extra cards take their place.
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import { subjects } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { loader } from "./study-materials";

describeWithDatabase("study materials page", (getDb) => {
  const context = () => testContext({ db: getDb() });
  const load = () =>
    loader({
      request: new Request("http://localhost/study-materials"),
      params: {},
      context: context(),
    } as Parameters<typeof loader>[0]);
  const cards = (view: Awaited<ReturnType<typeof load>>, level: string, group: string) =>
    view.levels.find((l) => l.id === level)!.groups.find((g) => g.title === group)!.cards;

  beforeEach(() => insertMigrationSubjects(getDb()));

  it("lists both levels' courses from the catalogue on a fresh database, by term and by track", async () => {
    const view = await load();
    expect(view.levels.map((l) => [l.id, l.groups.map((g) => g.title)])).toEqual([
      ["foundation", ["Term 1", "Term 2", "Subject-wise folders"]],
      ["diploma", ["Programming", "Data Science"]],
    ]);
    expect(cards(view, "foundation", "Term 1").map((c) => [c.title, c.subtitle])).toEqual([
      ["CT", "Computational Thinking"],
      ["Maths 1", "Mathematics for Data Science I"],
      ["English 1", "English I"],
      ["Stats 1", "Statistics for Data Science I"],
    ]);
    expect(cards(view, "foundation", "Term 2").map((c) => c.title)).toEqual([
      "Maths 2",
      "Python",
      "English 2",
      "Stats 2",
    ]);
    expect(cards(view, "foundation", "Subject-wise folders")).toHaveLength(8);
    expect(cards(view, "diploma", "Programming").map((c) => c.title)).toEqual([
      "DBMS",
      "PDSA",
      "Java",
      "System Commands",
      "MAD 1",
      "MAD 1 Project",
      "MAD 2",
      "MAD 2 Project",
    ]);
    const dataScience = cards(view, "diploma", "Data Science");
    expect(dataScience.map((c) => c.title)).toEqual([
      "MLF",
      "BDM",
      "MLT",
      "MLP",
      "MLP Project",
      "TDS",
      "BDM Project",
      "BA",
      "DL GenAI",
      "DL GenAI Project",
    ]);
    // No folder set anywhere: every card opens its course's page here.
    for (const level of view.levels) {
      for (const group of level.groups) {
        for (const card of group.cards) {
          expect(card.external, card.title).toBe(false);
          expect(card.url, card.title).toMatch(new RegExp(`^/resources/${level.id}/[a-z0-9-]+$`));
        }
      }
    }
    expect(dataScience[0]!.url).toBe("/resources/diploma/machine-learning-foundations");
  });

  it("opens a course's folder (subjects.folder_url) before a folder saved under its name", async () => {
    await getDb()
      .update(subjects)
      .set({ folderUrl: "https://drive.example/stats-1" })
      .where(and(eq(subjects.level, "foundation"), eq(subjects.slug, "statistics")));
    await saveSiteSetting(getDb(), null, "study_materials", {
      sections: [
        {
          level: "foundation",
          title: "Term 1",
          display: "cards",
          cards: [
            { title: "Quiz 1 PYQs", url: "https://drive.example/quiz-1" },
            { title: "Statistics 1", url: "https://drive.example/old-stats" },
            { title: "English 1", url: "https://drive.example/old-english" },
          ],
        },
      ],
    });
    const view = await load();
    expect(cards(view, "foundation", "Term 1").map((c) => [c.title, c.url, c.external])).toEqual([
      ["Quiz 1 PYQs", "https://drive.example/quiz-1", true],
      ["CT", "/resources/foundation/computational-thinking", false],
      ["Maths 1", "/resources/foundation/mathematics", false],
      ["English 1", "https://drive.example/old-english", true],
      ["Stats 1", "https://drive.example/stats-1", true],
    ]);
  });
});
