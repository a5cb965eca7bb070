// The layer rules of eslint.config.js, proved on planted imports: ESLint's own Node API lints a
// line of code as if it were a file at the given path.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { FEATURE_DEPS } from "../../eslint.config.js";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

/** What no-restricted-imports says of `code` placed at `file`. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("features import only the features FEATURE_DEPS allows", () => {
  it("refuses an import from a feature the importer may not use, naming what it may use", async () => {
    const messages = await restricted(
      "app/features/blog/planted.ts",
      'export { expandQuery } from "~/features/search/query";\n',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/The blog feature may import only no other feature/);
  });

  it("refuses the way back of an allowed arrow (mail-queue → newsletter)", async () => {
    const messages = await restricted(
      "app/features/mail-queue/planted.ts",
      'import type { RenderedMail } from "~/features/newsletter/mail";\nexport type M = RenderedMail;\n',
    );
    expect(messages).toEqual([expect.stringMatching(/may import only mail-failures/)]);
  });

  it("passes an allowed import, and a feature's own files", async () => {
    expect(
      await restricted(
        "app/features/newsletter/planted.ts",
        'export { enqueueMail } from "~/features/mail-queue/queue.server";\nexport { x } from "./schema";\n',
      ),
    ).toEqual([]);
    expect(
      await restricted(
        "app/features/blog/components/planted.tsx",
        'export { readCover } from "../cover";\nexport { cn } from "~/lib/utils";\n',
      ),
    ).toEqual([]);
  });

  it("refuses a relative path into another feature, which the list could not check", async () => {
    expect(
      await restricted(
        "app/features/submissions/planted.ts",
        'export { RESOURCE_TYPES } from "../resources/schema";\n',
      ),
    ).toEqual([expect.stringMatching(/by ~\/features\/<name>/)]);
    expect(
      await restricted(
        "app/features/submissions/components/planted.tsx",
        'export { RESOURCE_TYPES } from "../../resources/schema";\n',
      ),
    ).toEqual([expect.stringMatching(/by ~\/features\/<name>/)]);
  });

  it("lists every feature folder once, with arrows that make no loop", () => {
    const folders = fs
      .readdirSync(path.join(root, "app/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(FEATURE_DEPS).sort()).toEqual(folders);
    for (const deps of Object.values(FEATURE_DEPS)) {
      for (const dep of deps) expect(folders).toContain(dep);
    }
    // Depth-first search: a feature met again while still on the path closes a loop.
    const done = new Set<string>();
    const visit = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) {
        throw new Error(`FEATURE_DEPS has a loop: ${[...trail, feature].join(" → ")}`);
      }
      if (done.has(feature)) return;
      for (const dep of FEATURE_DEPS[feature] ?? []) visit(dep, [...trail, feature]);
      done.add(feature);
    };
    for (const feature of folders) visit(feature, []);
  });
});

describe("public pages and shared components do not use the admin's components", () => {
  it("refuses ~/components/admin/… in a public route", async () => {
    expect(
      await restricted(
        "app/routes/public/blog/planted.tsx",
        'export { DataTable } from "~/components/admin/data-table";\n',
      ),
    ).toEqual([expect.stringMatching(/do not use the admin's components/)]);
  });

  it("refuses it in a shared component, by alias or relative path", async () => {
    expect(
      await restricted(
        "app/components/planted.tsx",
        'export { FormDialog } from "./admin/form-dialog";\n',
      ),
    ).toEqual([expect.stringMatching(/do not use the admin's components/)]);
    expect(
      await restricted(
        "app/components/ui/planted.tsx",
        'export { FormDialog } from "~/components/admin/form-dialog";\n',
      ),
    ).toEqual([expect.stringMatching(/do not use the admin's components/)]);
  });

  it("passes the shared list-url in a public route, and admin components in the admin", async () => {
    expect(
      await restricted(
        "app/routes/public/blog/planted.tsx",
        'export { pageParam } from "~/lib/list-url";\n',
      ),
    ).toEqual([]);
    expect(
      await restricted(
        "app/routes/admin/planted.tsx",
        'export { DataTable } from "~/components/admin/data-table";\n',
      ),
    ).toEqual([]);
  });
});

it("db/ imports nothing of the app", async () => {
  expect(
    await restricted("db/planted.ts", 'export { openDatabase } from "~/lib/db.server";\n'),
  ).toEqual([expect.stringMatching(/db\/ holds only the schema/)]);
  expect(await restricted("db/planted.ts", 'export { RESOURCE_EXAMS } from "./enums";\n')).toEqual(
    [],
  );
});
