// npm run db:restore -- FILE [--force]
// Restores a backup made by `npm run db:backup` into the app's database (DATABASE_URL, or the
// embedded one in DATA_DIR/db). A database that already exists is replaced only with --force.
// See scripts/backup.ts.
import { parseArgs } from "node:util";
import { parseEnv } from "../app/lib/env.server";
import { StartupError } from "../app/lib/startup-error";
import {
  BackupError,
  type BackupTarget,
  describeTarget,
  restoreDatabase,
  summarizeTarget,
} from "./backup";

try {
  if (typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
} catch {
  // no .env file
}

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean" } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    throw new BackupError("Name one backup file: npm run db:restore -- FILE [--force]");
  }
  const env = parseEnv();
  const target: BackupTarget = env.DATABASE_URL
    ? { url: env.DATABASE_URL }
    : { dataDir: env.pgliteDir };
  const started = Date.now();
  await restoreDatabase(target, file, { force: values.force });
  const tables = Object.entries(await summarizeTarget(target));
  const rows = tables.reduce((sum, [, table]) => sum + table.rows, 0);
  console.log(
    `Restored ${file} into ${describeTarget(target)} (${((Date.now() - started) / 1000).toFixed(1)} s): ${tables.length} tables, ${rows} rows.`,
  );
  for (const [name, table] of tables) console.log(`  ${name.padEnd(40)} ${table.rows}`);
} catch (error) {
  console.error(
    error instanceof BackupError || error instanceof StartupError ? error.message : error,
  );
  process.exitCode = 1;
}
