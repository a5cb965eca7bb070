// Build warnings nobody needs to act on, left out of `npm run build`'s output (README, "Quick
// start"); every other warning is printed as Rollup gives it.
import type { Rollup } from "vite";

type RollupLog = Rollup.RollupLog;

/**
 * - EMPTY_BUNDLE: a reading page's route module keeps no code for the browser (it loads no
 *   JavaScript, ADR 025), so its split route chunks are empty by design.
 * - INVALID_ANNOTATION in a dependency: a `@__PURE__` comment Rollup cannot place (Zod's), which
 *   Rollup drops; nothing we can change. In our own code it still warns.
 */
export function isExpectedBuildWarning(log: RollupLog): boolean {
  if (log.code === "EMPTY_BUNDLE") return true;
  if (log.code === "INVALID_ANNOTATION") return /[\\/]node_modules[\\/]/.test(log.id ?? "");
  return false;
}

/** For `build.rollupOptions.onwarn`: passes on the warnings a person should read. */
export function onBuildWarning(log: RollupLog, warn: (log: RollupLog) => void): void {
  if (!isExpectedBuildWarning(log)) warn(log);
}
