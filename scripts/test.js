// npm test: lint, typecheck, unit and integration tests (Vitest), then browser tests
// (Playwright + Debian's Chromium against the production build). Every step runs even when an
// earlier one fails, and the run ends with one summary line.
// Without Chromium the browser tests are skipped loudly; under CI=true that is a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const reports = path.resolve(".test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ci = process.env.CI === "true" || process.env.CI === "1";

/** @type {{ name: string, status: "passed" | "failed" | "skipped", note?: string }[]} */
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ name, status: ok ? "passed" : "failed" });
  return ok;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), "utf8"));
  } catch {
    return undefined;
  }
}

run("lint", "npm", ["run", "--silent", "lint"]);
run("typecheck", "npm", ["run", "--silent", "typecheck"]);

run("unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, "vitest.json")}`,
]);
/** @type {string[]} Failed tests, named with the start of their message, for the summary. */
const failures = [];
/** @param {unknown} message */
const firstLines = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .slice(0, 3)
    .join(" / ")
    .slice(0, 300);
const vitest = readJson("vitest.json");
if (vitest) {
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") {
        const where = path.relative(process.cwd(), file.name);
        failures.push(`${where} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
      }
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).length) {
      failures.push(`${path.relative(process.cwd(), file.name)}: ${firstLines(file.message)}`);
    }
  }
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}

if (!fs.existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: the browser tests did NOT run. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
  console.error(`\n${"!".repeat(100)}\n${message}\n${"!".repeat(100)}`);
  results.push({ name: "browser tests", status: ci ? "failed" : "skipped", note: message });
} else if (run("build", "npm", ["run", "--silent", "build"])) {
  run("browser tests", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json"),
  });
  const e2e = readJson("e2e.json");
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          `${spec.file} › ${[...titles, spec.title].join(" › ")}: ${firstLines(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title ? [...titles, suite.title] : titles);
  };
  for (const suite of e2e?.suites ?? []) walk(suite, []);
  if (e2e?.stats) {
    counts.passed += e2e.stats.expected + e2e.stats.flaky;
    counts.failed += e2e.stats.unexpected;
    counts.skipped += e2e.stats.skipped;
  }
}

if (failures.length > 0) {
  console.log("\nFailed tests:");
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
console.log("\nSteps:");
for (const r of results)
  console.log(`  ${r.status.padEnd(7)} ${r.name}${r.note ? ` (${r.note})` : ""}`);
const failedSteps = results.filter((r) => r.status === "failed").length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps;
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
