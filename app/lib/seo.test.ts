import { describe, expect, it } from "vitest";
import { adminMeta } from "./seo";

describe("adminMeta", () => {
  it("names the screen and keeps it out of search engines", () => {
    expect(adminMeta("Messages")).toEqual([
      { title: "Messages | Admin" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
