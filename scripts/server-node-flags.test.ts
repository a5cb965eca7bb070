import fs from "node:fs";
import { expect, it } from "vitest";

// The supervisor starts the server with SERVER_NODE_FLAGS: server/supervisor.test.ts.
it("npm run serve starts the server through the supervisor", () => {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts.serve).toBe("cross-env NODE_ENV=production node server/supervisor.js");
});
