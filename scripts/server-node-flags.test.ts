import fs from "node:fs";
import { expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./server-node-flags.js";

it("npm run serve starts the server with the flags the bench and fault tests use", () => {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts.serve).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} server.js`);
});
