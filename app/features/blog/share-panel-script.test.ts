import { describe, expect, it } from "vitest";
import { SHARE_PANEL_SCRIPT } from "./share-panel-script";

describe("the share panel's script (ADR 048)", () => {
  it("is small, valid JavaScript without its file comment", () => {
    expect(Buffer.byteLength(SHARE_PANEL_SCRIPT, "utf8")).toBeLessThan(1_500);
    expect(() => new Function(SHARE_PANEL_SCRIPT)).not.toThrow();
    expect(SHARE_PANEL_SCRIPT.startsWith("(function")).toBe(true);
  });
});
