import { describe, expect, it } from "vitest";
import { COMMUNITY_LEVELS, communityLevel } from "~/content/community";
import { listTools } from "~/features/settings/public";
import routes from "~/routes";
import {
  type CommunityData,
  communityTabLabel,
  countCommunityMatches,
  filterCommunityTab,
  normalizeQuery,
  parseCommunityTab,
} from "./search";

// Every channel set (to a test address) and the tools with their built-in status.
const allSet = (level: string) => ({
  chatGroup: `https://chat.test/${level}`,
  messagingChannel: `https://messages.test/${level}`,
  resourcesChannel: `https://resources.test/${level}`,
});
const DATA: CommunityData = {
  levels: Object.fromEntries(
    COMMUNITY_LEVELS.map((level) => [level, communityLevel(level, allSet(level))]),
  ) as CommunityData["levels"],
  tools: listTools({}, "tools-tabs"),
};

function linkNames(tab: Parameters<typeof filterCommunityTab>[1], query: string) {
  const entries = filterCommunityTab(DATA, tab, query);
  if (entries.kind !== "links") throw new Error(`expected links for ${tab}`);
  return entries.links.map((link) => link.name);
}

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function flattenPaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path].filter(Boolean).join("/");
    return [full, ...flattenPaths(entry.children ?? [], full)];
  });
}

function toolNames(query: string) {
  const entries = filterCommunityTab(DATA, "tools", query);
  if (entries.kind !== "tools") throw new Error("expected tools");
  return entries.tools.map((tool) => tool.name);
}

describe("parseCommunityTab", () => {
  it("accepts every spec tab", () => {
    for (const tab of ["foundation", "diploma", "bsc", "bs", "tools"]) {
      expect(parseCommunityTab(tab)).toBe(tab);
    }
  });

  it("defaults to foundation when missing or unknown", () => {
    expect(parseCommunityTab(null)).toBe("foundation");
    expect(parseCommunityTab(undefined)).toBe("foundation");
    expect(parseCommunityTab("")).toBe("foundation");
    expect(parseCommunityTab("degree")).toBe("foundation");
    expect(parseCommunityTab("TOOLS")).toBe("foundation");
  });
});

describe("communityTabLabel", () => {
  it("names the tabs as the spec does", () => {
    expect(
      (["foundation", "diploma", "bsc", "bs", "tools"] as const).map(communityTabLabel),
    ).toEqual(["Foundation Level", "Diploma Level", "BSc Level", "BS Level", "Tools"]);
  });
});

describe("filterCommunityTab", () => {
  it("shows a level's three channels when there is no query", () => {
    for (const level of ["foundation", "diploma", "bsc", "bs"] as const) {
      expect(linkNames(level, "")).toEqual([
        "Chat Group",
        "Messaging Channel",
        "Resources Channel",
      ]);
    }
  });

  it("leaves out a channel whose address is not set", () => {
    const partial: CommunityData = {
      ...DATA,
      levels: {
        ...DATA.levels,
        bsc: communityLevel("bsc", { messagingChannel: "https://messages.test/bsc" }),
      },
    };
    const entries = filterCommunityTab(partial, "bsc", "");
    expect(entries.kind === "links" && entries.links.map((link) => link.name)).toEqual([
      "Messaging Channel",
    ]);
  });

  it("shows the four tools when there is no query", () => {
    expect(toolNames("")).toEqual([
      "Code Editor",
      "Scientific Calculator",
      "CGPA Calculator",
      "Grade Predictor",
    ]);
  });

  it("matches names case-insensitively", () => {
    expect(linkNames("foundation", "CHAT")).toEqual(["Chat Group"]);
    expect(toolNames("calculator")).toEqual(["Scientific Calculator", "CGPA Calculator"]);
  });

  it("matches descriptions", () => {
    expect(linkNames("bsc", "deadlines")).toEqual(["Messaging Channel"]);
    expect(toolNames("browser")).toEqual(["Code Editor"]);
  });

  it("needs every word, which may come from the tab's label", () => {
    expect(linkNames("diploma", "diploma resources")).toEqual(["Resources Channel"]);
    expect(linkNames("foundation", "diploma resources")).toEqual([]);
    expect(toolNames("editor predictor")).toEqual([]);
  });

  it("finds nothing for a query that matches no entry", () => {
    expect(linkNames("bs", "zzz-no-such-channel")).toEqual([]);
    expect(toolNames("zzz-no-such-tool")).toEqual([]);
  });
});

describe("community tools", () => {
  it("links the built tools to their pages by default; the others have no address yet", () => {
    expect(Object.fromEntries(DATA.tools.map((tool) => [tool.name, tool.href]))).toEqual({
      "Code Editor": undefined,
      "Scientific Calculator": undefined,
      "CGPA Calculator": "/tools/cgpa-calculator",
      "Grade Predictor": "/tools/grade-predictor",
    });
  });

  it("links to routes that exist", () => {
    const paths = new Set(flattenPaths(routes as RouteEntry[]));
    for (const tool of DATA.tools) {
      if (tool.href) expect(paths, tool.href).toContain(tool.href.slice(1));
    }
  });
});

describe("countCommunityMatches", () => {
  it("counts the matching entries of a tab", () => {
    expect(countCommunityMatches(DATA, "foundation", "")).toBe(3);
    expect(countCommunityMatches(DATA, "tools", "")).toBe(4);
    expect(countCommunityMatches(DATA, "diploma", "diploma")).toBe(3);
    expect(countCommunityMatches(DATA, "foundation", "diploma")).toBe(0);
    expect(countCommunityMatches(DATA, "tools", "predictor")).toBe(1);
  });
});

describe("normalizeQuery", () => {
  it("trims and turns a missing query into an empty one", () => {
    expect(normalizeQuery("  chat  ")).toBe("chat");
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery(undefined)).toBe("");
  });
});
