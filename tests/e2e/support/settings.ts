// Site settings for the specs that check the links the pages show (community groups, study
// folders, social links, the operator's details, external tools). They are saved through the
// admin form on the shared test server before such a spec runs; every spec saves the same values,
// so specs running side by side agree. (`.test` is a name reserved for tests: never a real host.)
import { expect, type APIRequestContext, test } from "@playwright/test";
import { E2E_ADMIN, baseURL } from "../../../playwright.config";

export const E2E_SETTINGS = {
  social: {
    videoChannel: "https://www.youtube.com/@e2e-hub",
    instagram: "https://www.instagram.com/e2e.hub",
    linkedin: "https://www.linkedin.com/company/e2e-hub",
    twitter: "https://x.com/e2ehub",
  },
  operator: { name: "E2E Hub Trust", address: "1 Test Road\nTest City", email: "team@hub.test" },
  // Three levels with their channels; the BSc level has none yet (its tab offers the form that
  // tells the team about a group).
  community: {
    ...(Object.fromEntries(
      (["foundation", "diploma", "bs"] as const).map((level) => [
        level,
        {
          chatGroup: `https://chat.hub.test/${level}`,
          messagingChannel: `https://messages.hub.test/${level}`,
          resourcesChannel: `https://files.hub.test/${level}`,
        },
      ]),
    ) as Record<
      "foundation" | "diploma" | "bs",
      { chatGroup: string; messagingChannel: string; resourcesChannel: string }
    >),
    bsc: {},
  },
  tools: {
    aiAssistant: "https://assistant.hub.test/",
  },
} as const;

/** The spec's three Foundation courses; two of them with a course address. */
export async function e2eCourses() {
  const { foundationCourses } = await import("../../../app/content/courses");
  return foundationCourses.map((course) =>
    course.id === "statistics"
      ? course
      : { ...course, redirectUrl: `https://courses.hub.test/${course.id}` },
  );
}

export const E2E_TEAM = [
  { name: "Test Member One", role: "Content", bio: "Reviews the notes." },
  { name: "Test Member Two", role: "Web & Tools", bio: "Builds the site." },
  { name: "Test Member Three", role: "Community", bio: "Runs the groups." },
];

/** The study-material card's folder address in the e2e settings. */
export const studyFolder = (section: string, title: string) =>
  `https://drive.hub.test/${encodeURIComponent(section)}/${encodeURIComponent(title)}`;

function flatten(prefix: string, value: Record<string, unknown>, out: [string, string][] = []) {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (v && typeof v === "object") flatten(name, v as Record<string, unknown>, out);
    else out.push([name, String(v)]);
  }
  return out;
}

async function save(request: APIRequestContext, section: string, fields: [string, string][]) {
  const response = await request.post(`/admin/settings/${section}`, {
    form: Object.fromEntries([...fields, ["intent", "save"]]),
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `saving ${section} settings`).toBe(303);
}

/** Saves E2E_SETTINGS (and the spec's study folders) on the shared server before the spec. */
export function saveE2ESettingsFirst() {
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL });
    const login = await request.post("/admin/login", {
      form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, redirectTo: "/admin" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(login.status()).toBeLessThan(400);
    await save(request, "social", flatten("", E2E_SETTINGS.social));
    await save(request, "community", flatten("", E2E_SETTINGS.community));
    await save(request, "operator", flatten("", E2E_SETTINGS.operator));
    await save(request, "tools", [
      // Coming soon, as the spec's resources and community Tools tabs show it.
      ["code-editor.status", "coming-soon"],
      ["ai-assistant.status", "available"],
      ["ai-assistant.url", E2E_SETTINGS.tools.aiAssistant],
      ["scientific-calculator.status", "coming-soon"],
      ["cgpa-calculator.status", "available"],
      ["grade-predictor.status", "available"],
      ["study-notes.status", "available"],
      ["video-channel.status", "available"],
    ]);
    // The spec's study-material sections, each card with a folder address.
    const { specStudySections } = await import("../../../app/content/study-materials");
    const fields: [string, string][] = [];
    specStudySections.forEach((section, i) => {
      fields.push(
        [`sections[${i}].level`, section.level],
        [`sections[${i}].title`, section.title],
        [`sections[${i}].description`, section.description ?? ""],
        [`sections[${i}].display`, section.display],
      );
      section.cards.forEach((card, j) => {
        fields.push(
          [`sections[${i}].cards[${j}].title`, card.title],
          [`sections[${i}].cards[${j}].description`, card.description ?? ""],
          [`sections[${i}].cards[${j}].url`, studyFolder(section.title, card.title)],
        );
      });
    });
    await save(request, "study-materials", fields);
    await save(
      request,
      "team",
      E2E_TEAM.flatMap((member, i) =>
        Object.entries(member).map(([k, v]): [string, string] => [`members[${i}].${k}`, v]),
      ),
    );
    const courses = await e2eCourses();
    await save(
      request,
      "courses",
      courses.flatMap(({ id: _id, ...course }, i) =>
        Object.entries(course).flatMap(([k, v]): [string, string][] =>
          k === "isPopular"
            ? v
              ? [[`courses[${i}].${k}`, "on"]]
              : []
            : [[`courses[${i}].${k}`, String(v)]],
        ),
      ),
    );
    await request.dispose();
  });
}
