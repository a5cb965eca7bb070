import { describe, expect, it } from "vitest";
import { TOOLS } from "~/content/tools";
import { listTools } from "./public";

describe("listTools: one list and one status for every page", () => {
  it("lists the spec's tools per place with their built-in status", () => {
    expect(listTools({}, "tools-tabs").map((t) => [t.id, t.status, t.href ?? null])).toEqual([
      ["code-editor", "coming-soon", null],
      ["scientific-calculator", "coming-soon", null],
      ["cgpa-calculator", "available", "/tools/cgpa-calculator"],
      ["grade-predictor", "available", "/tools/grade-predictor"],
    ]);
    // Without a video channel the video card is left out of the tools page.
    expect(listTools({}, "tools-page").map((t) => t.id)).toEqual([
      "code-editor",
      "cgpa-calculator",
      "grade-predictor",
      "ai-assistant",
      "study-notes",
    ]);
  });

  it("applies a saved status to every list alike", () => {
    const settings = {
      tools: {
        "code-editor": { status: "available" as const, url: "https://editor.hub.test/" },
        "cgpa-calculator": { status: "hidden" as const },
      },
    };
    for (const list of ["tools-page", "tools-tabs"] as const) {
      const tools = listTools(settings, list);
      expect(tools.find((t) => t.id === "code-editor")).toMatchObject({
        status: "available",
        href: "https://editor.hub.test/",
        external: true,
        name: TOOLS["code-editor"].name,
        description: TOOLS["code-editor"].description,
      });
      expect(tools.some((t) => t.id === "cgpa-calculator")).toBe(false);
    }
  });
});
