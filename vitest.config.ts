import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "~": path.resolve(root, "app"),
  "~db": path.resolve(root, "db"),
  "~tests": path.resolve(root, "tests"),
};

// Five projects: `npm run test:fast` (scripts/test-fast.js) runs unit and db; the security suite,
// the scale tests (thousands of rows or requests) and the slow files run in `npm test`.
const SECURITY = ["tests/security/**/*.test.ts"];
const SCALE = ["**/*scale*.test.ts"];
/**
 * Files that start a whole server, processes or databases of their own, and the files that took
 * 6 s or more: `test:fast` leaves them to `npm test`, which runs every project.
 */
const SLOW = [
  // boot() on a database on disk: migrations, demo content, workers.
  "server/boot.test.ts",
  // The supervisor as a process, starting and killing stand-in servers.
  "server/supervisor.test.ts",
  // Back-ups and restores of databases with rows in every table.
  "scripts/backup.test.ts",
  // The demo content, seeded again and again.
  "app/features/admin/demo-seed.test.ts",
  // python3 run for every question.
  "app/features/practice/questions/BSCS1002.test.ts",
  // Each took 6 s or more in the unit and db projects (2 cores, 2026-11-27): the site search over
  // the demo content seeded again and again, the page cache's timed renders, the embedded
  // database's lock and drivers, hundreds of sign-in or subscribe requests.
  "app/features/search/course-answer.test.ts",
  "app/features/search/search.test.ts",
  "app/routes/public/search.test.ts",
  "server/page-cache.test.ts",
  "app/lib/db.server.test.ts",
  "app/features/auth/lockout.test.ts",
  "app/features/resources/subject-admin.test.ts",
  "app/features/import/import.test.ts",
  "app/routes/newsletter/subscribe-abuse.test.ts",
  "app/routes/public/community.test.ts",
  "app/features/admin/demo-content.test.ts",
  "app/routes/public/resources/submit.test.ts",
  "server/demo-admin-notice.test.ts",
  "app/lib/file-response.server.test.ts",
  "app/features/admin/launch-checklist.test.ts",
  "app/features/mail-queue/delivery.test.ts",
];
const EXCLUDED = ["tests/e2e/**", "node_modules/**"];

/** Test files that open a database (through tests/setup), found by what they import. */
function databaseTests(): string[] {
  const files: string[] = [];
  for (const dir of ["app", "db", "server", "scripts", "tests"]) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true })) {
      const file = `${dir}/${String(entry).split(path.sep).join("/")}`;
      if (!/\.test\.tsx?$/.test(file) || file.startsWith("tests/e2e/")) continue;
      const text = fs.readFileSync(path.join(root, file), "utf8");
      if (
        /tests\/setup\/(database|request-handler|demo-content)|server\/boot"|from "\.\/boot"/.test(
          text,
        )
      )
        files.push(file);
    }
  }
  return files;
}
const DB = databaseTests();
/** Builds (once per migration set) the migrated PGlite every test database starts from. */
const SNAPSHOT = "tests/setup/pglite-snapshot.ts";

const shared = {
  environment: "node" as const,
  // Opening PGlite and migrating takes a few seconds on a busy machine.
  hookTimeout: 60_000,
  testTimeout: 30_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    ...shared,
    // Vitest's own default is one worker fewer than the cores: a single worker on a 2-core
    // machine, where the database suites are bound by one thread each. Two workers (each with its
    // own PGlite, and on PostgreSQL each suite with its own database) ran the whole suite on both
    // databases in 684 s instead of 1,133 s, every test passing.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "unit",
          include: ["{app,db,server,scripts,tests}/**/*.test.{ts,tsx}"],
          exclude: [...EXCLUDED, ...SECURITY, ...SCALE, ...SLOW, ...DB],
        },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "db",
          include: DB,
          // A worker runs its files one after another in one module graph, with one PGlite
          // (tests/setup/database.ts): starting a process, importing the app and opening a
          // database per file was most of this project's time.
          isolate: false,
          exclude: [...EXCLUDED, ...SECURITY, ...SCALE, ...SLOW],
          globalSetup: [SNAPSHOT],
        },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "security",
          include: SECURITY,
          globalSetup: [SNAPSHOT],
          setupFiles: ["tests/setup/react-owner-stacks.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "scale",
          include: SCALE,
          exclude: EXCLUDED,
          globalSetup: [SNAPSHOT],
        },
      },
      {
        resolve: { alias },
        test: { ...shared, name: "slow", include: SLOW, globalSetup: [SNAPSHOT] },
      },
    ],
  },
});
