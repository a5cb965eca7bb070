// The admin settings screen's loader and action with real Requests against a real database, and
// what the public pages' loaders show afterwards (only what is set).
import { expect, it } from "vitest";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import { getSiteSettings } from "~/features/settings/queries.server";
import { loader as aboutLoader } from "~/routes/public/about";
import { loader as communityLoader } from "~/routes/public/community";
import { loader as contactLoader } from "~/routes/public/contact";
import { loader as coursesLoader } from "~/routes/public/courses";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as layoutLoader } from "~/routes/public/layout";
import { loader as policyLoader } from "~/routes/public/policy";
import { loader as resourcesLoader } from "~/routes/public/resources/index";
import { loader as studyLoader } from "~/routes/public/study-materials";
import { loader as toolsLoader } from "~/routes/public/tools";
import { auditLog } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { action, loader } from "./settings";

interface ActionData {
  data: {
    result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    toast: { description: string } | null;
  };
  init: ResponseInit | null;
}

describeWithDatabase("admin site settings", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });

  async function signedIn() {
    const { admin, cookie } = await signedInAdmin(getDb());
    return { admin, cookie };
  }

  const post = async (cookie: string, section: string, fields: [string, string][]) =>
    (await action({
      request: new Request(`http://localhost/admin/settings/${section}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      params: { section },
      context: context(),
    } as never)) as Response | ActionData;

  const publicLoad = async <T>(fn: (args: never) => Promise<T>, url = "/", params = {}) =>
    fn({ request: new Request(`http://localhost${url}`), params, context: context() } as never);

  it("turns away visitors who are not signed in", async () => {
    const request = new Request("http://localhost/admin/settings/community");
    await expect(
      loader({ request, params: { section: "community" }, context: context() } as never),
    ).rejects.toMatchObject({ status: 302 });
    await expect(
      action({
        request: new Request(request.url, { method: "POST", body: new URLSearchParams() }),
        params: { section: "community" },
        context: context(),
      } as never),
    ).rejects.toMatchObject({ init: { status: 401 } });
  });

  it("answers 404 for an unknown section", async () => {
    const { cookie } = await signedIn();
    await expect(
      loader({
        request: new Request("http://localhost/admin/settings/nope", {
          headers: { Cookie: cookie },
        }),
        params: { section: "nope" },
        context: context(),
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("saves community links, audits them, and the community page shows only those set", async () => {
    const { cookie } = await signedIn();
    const response = await post(cookie, "community", [
      ["foundation.chatGroup", "https://chat.whatsapp.com/RealGroup"],
      ["diploma.resourcesChannel", "https://t.me/diploma_files"],
      ["intent", "save"],
    ]);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    const page = await publicLoad(communityLoader, "/community");
    expect(page.levels.foundation.links.map((l) => [l.name, l.href])).toEqual([
      ["Chat Group", "https://chat.whatsapp.com/RealGroup"],
    ]);
    expect(page.levels.diploma.links.map((l) => l.name)).toEqual(["Resources Channel"]);
    expect(page.levels.bs.links).toEqual([]);
    const audits = await getDb().select().from(auditLog);
    expect(audits.map((a) => [a.action, a.entityId])).toEqual([
      ["site_setting.update", "community"],
    ]);
    const loaded = await loader({
      request: new Request("http://localhost/admin/settings/community", {
        headers: { Cookie: cookie },
      }),
      params: { section: "community" },
      context: context(),
    } as never);
    expect(loaded.defaultValue).toMatchObject({
      foundation: { chatGroup: "https://chat.whatsapp.com/RealGroup" },
    });
  });

  it("refuses a bad address with a field error, keeps what was typed, and stores nothing", async () => {
    const { cookie } = await signedIn();
    const result = (await post(cookie, "community", [
      ["foundation.chatGroup", "javascript:alert(1)"],
      ["bs.chatGroup", "https://chat.whatsapp.com/ok"],
      ["intent", "save"],
    ])) as ActionData;
    expect(result.init?.status).toBe(400);
    expect(result.data.result?.error?.["foundation.chatGroup"]?.[0]).toMatch(/https:\/\//);
    expect(result.data.result?.initialValue).toMatchObject({
      foundation: { chatGroup: "javascript:alert(1)" },
      bs: { chatGroup: "https://chat.whatsapp.com/ok" },
    });
    expect((await publicLoad(communityLoader)).levels.bs.links).toEqual([]);
  });

  it("adds, moves and removes list rows without saving (buttons that work without JavaScript)", async () => {
    const { cookie } = await signedIn();
    const member = (i: number): [string, string][] => [
      [`members[${i}].name`, `Person ${i}`],
      [`members[${i}].role`, "Role"],
      [`members[${i}].bio`, "Bio"],
    ];
    const insert = (await post(cookie, "team", [
      ...member(0),
      ["__intent__", JSON.stringify({ type: "insert", payload: { name: "members" } })],
    ])) as ActionData;
    expect(insert.init?.status ?? 200).toBe(200);
    expect((insert.data.result?.initialValue?.members as unknown[]).length).toBe(2);
    const reorder = (await post(cookie, "team", [
      ...member(0),
      ...member(1),
      [
        "__intent__",
        JSON.stringify({ type: "reorder", payload: { name: "members", from: 1, to: 0 } }),
      ],
    ])) as ActionData;
    expect(
      (reorder.data.result?.initialValue?.members as { name: string }[]).map((m) => m.name),
    ).toEqual(["Person 1", "Person 0"]);
    const remove = (await post(cookie, "team", [
      ...member(0),
      ...member(1),
      ["__intent__", JSON.stringify({ type: "remove", payload: { name: "members", index: 0 } })],
    ])) as ActionData;
    expect(
      (remove.data.result?.initialValue?.members as { name: string }[]).map((m) => m.name),
    ).toEqual(["Person 1"]);
    expect((await publicLoad(aboutLoader, "/about")).members).toEqual([]);
  });

  it("saves the operator's details: contact page, policies and footer show them", async () => {
    const { cookie } = await signedIn();
    const response = await post(cookie, "operator", [
      ["name", "Hub Student Trust"],
      ["address", "12 Lake Road\nChennai 600001"],
      ["email", "team@hub-trust.org"],
      ["intent", "save"],
    ]);
    expect((response as Response).status).toBe(303);
    const details = {
      name: "Hub Student Trust",
      addressLines: ["12 Lake Road", "Chennai 600001"],
      email: "team@hub-trust.org",
    };
    // The contact page also lists the social links that are set (none here).
    expect(await publicLoad(contactLoader, "/contactus")).toEqual({ ...details, social: [] });
    expect(await publicLoad(policyLoader, "/privacy-policy")).toEqual(details);
    expect((await publicLoad(layoutLoader)).contactEmail).toBe("team@hub-trust.org");
  });

  it("shows nothing that is not set on any public page", async () => {
    expect(await publicLoad(layoutLoader)).toEqual({
      videoChannel: null,
      social: [],
      contactEmail: null,
    });
    expect(await publicLoad(contactLoader)).toEqual({
      name: null,
      addressLines: [],
      email: null,
      social: [],
    });
    expect(await publicLoad(homeLoader)).toEqual({
      videoChannel: null,
      testimonials: [],
      samples: false,
    });
    expect((await publicLoad(aboutLoader)).members).toEqual([]);
    expect((await publicLoad(studyLoader)).levels).toEqual([]);
    expect(await publicLoad(coursesLoader)).toEqual({
      levels: [{ level: "foundation", courses: [] }],
    });
    const community = await publicLoad(communityLoader);
    for (const level of Object.values(community.levels)) expect(level.links).toEqual([]);
    // Built tools are available by default; the external ones are coming soon (no link); the
    // video-channel card is left out without a video channel.
    const tools = (await publicLoad(toolsLoader)).tools;
    expect(tools.map((t) => [t.id, t.status])).toEqual([
      ["code-editor", "coming-soon"],
      ["cgpa-calculator", "available"],
      ["grade-predictor", "available"],
      ["ai-assistant", "coming-soon"],
      ["study-notes", "available"],
    ]);
    const resources = await publicLoad(resourcesLoader, "/resources/tools", { level: "tools" });
    expect(resources.tools.map((t) => [t.id, t.href ?? null])).toEqual([
      ["code-editor", null],
      ["scientific-calculator", null],
      ["cgpa-calculator", "/tools/cgpa-calculator"],
      ["grade-predictor", "/tools/grade-predictor"],
    ]);
  });

  it("applies each tool's saved status on the tools page and the Tools tabs", async () => {
    await saveSiteSetting(getDb(), null, "tools", {
      "code-editor": { status: "available", url: "https://code.hub-trust.org" },
      "grade-predictor": { status: "hidden" },
    });
    await saveSiteSetting(getDb(), null, "social", { videoChannel: "https://youtube.com/@hub" });
    const tools = (await publicLoad(toolsLoader)).tools;
    expect(tools.find((t) => t.id === "code-editor")).toMatchObject({
      status: "available",
      href: "https://code.hub-trust.org",
      external: true,
    });
    expect(tools.some((t) => t.id === "grade-predictor")).toBe(false);
    expect(tools.find((t) => t.id === "video-channel")?.status).toBe("available");
    const community = await publicLoad(communityLoader);
    expect(community.tools.map((t) => t.name)).toEqual([
      "Code Editor",
      "Scientific Calculator",
      "CGPA Calculator",
    ]);
    const resources = await publicLoad(resourcesLoader, "/resources/tools", { level: "tools" });
    expect(resources.tools.find((t) => t.id === "code-editor")).toMatchObject({
      href: "https://code.hub-trust.org",
      external: true,
    });
  });

  it("lists saved course cards and hides a study-material card without an address", async () => {
    const { cookie } = await signedIn();
    const course: [string, string][] = [
      ["courses[0].title", "Maths 1"],
      ["courses[0].description", "The complete course"],
      ["courses[0].level", "foundation"],
      ["courses[0].term", "term1"],
      ["courses[0].subject", "mathematics"],
      ["courses[0].price", "299"],
      ["courses[0].duration", "12 weeks"],
      ["courses[0].students", "0"],
      ["courses[0].rating", "5"],
      ["courses[0].instructor", "Mentors"],
      ["courses[0].isPopular", "on"],
      ["intent", "save"],
    ];
    expect(((await post(cookie, "courses", course)) as Response).status).toBe(303);
    const courses = await publicLoad(coursesLoader);
    expect(courses.levels[0]?.courses[0]).toMatchObject({
      id: "maths-1",
      title: "Maths 1",
      price: 299,
      isPopular: true,
    });
    expect(courses.levels[0]?.courses[0]?.redirectUrl).toBeUndefined();

    const bad = (await post(cookie, "courses", [
      ...course.filter(([name]) => name !== "courses[0].price"),
      ["courses[0].price", "-5"],
    ])) as ActionData;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result?.error?.["courses[0].price"]).toBeTruthy();

    expect(
      (
        (await post(cookie, "study-materials", [
          ["sections[0].level", "diploma"],
          ["sections[0].title", "Programming"],
          ["sections[0].display", "cards"],
          ["sections[0].cards[0].title", "Java"],
          ["sections[0].cards[1].title", "DBMS"],
          ["sections[0].cards[1].url", "https://drive.google.com/drive/folders/dbms"],
          ["intent", "save"],
        ])) as Response
      ).status,
    ).toBe(303);
    const study = await publicLoad(studyLoader);
    expect(
      study.levels.map((l) => [l.id, l.groups.map((g) => g.cards.map((c) => c.title))]),
    ).toEqual([["diploma", [["DBMS"]]]]);
  });

  it("edits the search's synonym list: defaults shown, a bad line refused, a saved list used", async () => {
    const { cookie } = await signedIn();
    const loaded = (await loader({
      request: new Request("http://localhost/admin/settings/search", {
        headers: { Cookie: cookie },
      }),
      params: { section: "search" },
      context: context(),
    } as never)) as unknown as { defaultValue: { synonyms: string }; saved: boolean };
    expect(loaded.saved).toBe(false);
    expect(loaded.defaultValue.synonyms).toContain("PYQ, PYQs, previous year question paper");

    const bad = (await post(cookie, "search", [
      ["synonyms", "PYQ, past paper\nlonely"],
      ["intent", "save"],
    ])) as ActionData;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result?.error?.synonyms).toEqual([
      "Line 2: Give each line at least two spellings, separated by commas",
    ]);
    expect(bad.data.result?.initialValue?.synonyms).toBe("PYQ, past paper\nlonely");

    const saved = await post(cookie, "search", [
      ["synonyms", "zorb, statistics\nET, end term"],
      ["intent", "save"],
    ]);
    expect((saved as Response).status).toBe(303);
    const settings = await getSiteSettings(getDb());
    expect(settings.search?.synonyms).toEqual([
      ["zorb", "statistics"],
      ["ET", "end term"],
    ]);
    const audit = await getDb().select().from(auditLog);
    expect(audit.map((row) => row.entityId)).toContain("search");
  });
});
