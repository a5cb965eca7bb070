import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("makes Zod jitless without importing it", async () => {
    await import("./zod-jitless");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
