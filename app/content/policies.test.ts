import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { POLICY_IDS, policies } from "./policies";

function flatten(
  entries: RouteConfigEntry[],
  parentPath = "",
): { id?: string; file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    return [
      { id: entry.id, file: entry.file, path: path || "/" },
      ...flatten(entry.children ?? [], path),
    ];
  });
}

describe("policy content", () => {
  const policyRoutes = flatten(routes).filter((r) => r.file === "routes/public/policy.tsx");

  it("has content for exactly the routes served by the policy module, at their paths", () => {
    expect(policyRoutes.map((r) => r.id).sort()).toEqual([...POLICY_IDS].sort());
    for (const route of policyRoutes) {
      expect(policies[route.id as (typeof POLICY_IDS)[number]].path).toBe(route.path);
    }
  });

  it("gives every policy its own title and description and a valid last-updated date", () => {
    const titles = new Set(POLICY_IDS.map((id) => policies[id].title));
    const descriptions = new Set(POLICY_IDS.map((id) => policies[id].description));
    expect(titles.size).toBe(POLICY_IDS.length);
    expect(descriptions.size).toBe(POLICY_IDS.length);
    for (const id of POLICY_IDS) {
      expect(policies[id].lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(policies[id].lastUpdated))).toBe(false);
      expect(policies[id].sections.length).toBeGreaterThan(0);
    }
  });
});
