// npm run test:fast: the inner loop's tests (Vitest's unit and db projects; vitest.config.ts says
// what they leave to `npm test`), then how long the run took and how busy the machine was, since
// a run on a loaded machine is slower for reasons of its own. Arguments go on to Vitest
// (`npm run test:fast -- app/features/blog`).
import { spawnSync } from "node:child_process";
import os from "node:os";

const TARGET_SECONDS = 120;
const [loadBefore = 0] = os.loadavg();
const started = performance.now();
const result = spawnSync(
  "npx",
  ["vitest", "run", "--project", "unit", "--project", "db", ...process.argv.slice(2)],
  { stdio: "inherit" },
);
const seconds = Math.round((performance.now() - started) / 1000);
const [loadAfter = 0] = os.loadavg();
const load = `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`;
console.log(
  `\ntest:fast took ${seconds} s (target ${TARGET_SECONDS} s; ${os.cpus().length} cores, ${load})`,
);
process.exit(result.status ?? 1);
