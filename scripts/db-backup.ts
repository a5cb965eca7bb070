// npm run db:backup [-- --out FILE]
// Backs up the app's database (DATABASE_URL, or the embedded one in DATA_DIR/db) to FILE, by
// default backups/<pglite|pg>-<date>-<time>.<tar.gz|pgdump>. See scripts/backup.ts.
import path from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "../app/lib/env.server";
import { StartupError } from "../app/lib/startup-error";
import {
  BACKUP_EXTENSIONS,
  BackupError,
  backupDatabase,
  type BackupTarget,
  describeTarget,
  kindOf,
} from "./backup";

try {
  if (typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
} catch {
  // no .env file
}

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const env = parseEnv();
  const target: BackupTarget = env.DATABASE_URL
    ? { url: env.DATABASE_URL }
    : { dataDir: env.pgliteDir };
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const kind = kindOf(target);
  const file = values.out ?? path.join("backups", `${kind}-${stamp}.${BACKUP_EXTENSIONS[kind]}`);
  const started = Date.now();
  const { bytes } = await backupDatabase(target, file);
  console.log(
    `Backed up ${describeTarget(target)} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  console.log(`Restore it with: npm run db:restore -- ${file}`);
} catch (error) {
  console.error(
    error instanceof BackupError || error instanceof StartupError ? error.message : error,
  );
  process.exitCode = 1;
}
