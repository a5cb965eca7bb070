import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["{app,db,server,scripts,tests}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    // Opening PGlite and migrating takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
