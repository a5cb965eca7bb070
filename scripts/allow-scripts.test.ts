// `npm install` (npm 11.16+) warns about every dependency whose install script package.json's
// allowScripts does not cover; each one in the lockfile is decided there, so the install is quiet.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));

it("every package with an install script in the lockfile is allowed or denied in package.json", () => {
  const allowScripts: Record<string, boolean> = read("package.json").allowScripts ?? {};
  const lock: { packages: Record<string, { version?: string; hasInstallScript?: boolean }> } =
    read("package-lock.json");
  const uncovered = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where, entry]) => ({ name: where.split("node_modules/").at(-1)!, ...entry }))
    .filter(
      ({ name, version }) => !(name in allowScripts) && !(`${name}@${version}` in allowScripts),
    )
    .map(({ name, version }) => `${name}@${version}`);
  expect(uncovered).toEqual([]);
});
