// Start-up: configuration, database, migrations, demo content. Everything here runs before the
// server listens, so a bad configuration stops it with one clear sentence (a StartupError).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { isDatabaseEmpty, seedDatabase } from "~/features/admin/demo-seed.server";
import { site } from "../app/content/site";
import { demoRemovedAt } from "../app/features/admin/demo-content.server";
import { countAdmins, upsertAdmin } from "../app/features/auth/admins.server";
import { generatePassword } from "../app/features/auth/password.server";
import {
  type SessionSweeper,
  startSessionSweeper,
} from "../app/features/auth/session-sweeper.server";
import { type MailWorker, startMailWorker } from "../app/features/mail-queue/worker.server";
import {
  type AttemptSweeper,
  startAttemptSweeper,
} from "../app/features/practice/attempt-sweeper.server";
import { getSiteSettings } from "../app/features/settings/queries.server";
import { indexSiteDocuments } from "../app/features/settings/search-documents.server";
import { type DatabaseHandle, openDatabase } from "../app/lib/db.server";
import { type Env, parseEnv } from "../app/lib/env.server";
import { logger } from "../app/lib/logger.server";
import { createMailTransport } from "../app/lib/mail.server";
import { createLocalStorage, createS3Storage, type FileStorage } from "../app/lib/storage.server";
import type { DemoAdminSignIn } from "./demo-admin-notice";

export interface Services {
  env: Env;
  database: DatabaseHandle;
  /** Sends the queued mail (issue 17): one per app server. */
  mailWorker: MailWorker;
  /** Removes expired admin sessions every hour (issue 21): one per app server. */
  sessionSweeper: SessionSweeper;
  /** Removes mock attempts past the retention period every hour: one per app server. */
  attemptSweeper: AttemptSweeper;
  storage: FileStorage;
}

// On globalThis so that reloading this module in development keeps the one open database.
const state = globalThis as typeof globalThis & { __services?: Promise<Services> };

export function boot(source: NodeJS.ProcessEnv = process.env): Promise<Services> {
  state.__services ??= start(source).catch((error: unknown) => {
    state.__services = undefined;
    throw error;
  });
  return state.__services;
}

export async function shutdown(): Promise<void> {
  const services = await state.__services?.catch(() => undefined);
  state.__services = undefined;
  await services?.mailWorker.stop();
  await services?.sessionSweeper.stop();
  await services?.attemptSweeper.stop();
  await services?.database.close();
}

/** The demo admin made at this start, until the server prints it (takeDemoAdminSignIn). */
let demoAdminSignIn: DemoAdminSignIn | undefined;

/**
 * The demo admin's sign-in made at this start, once: server.js prints it after "listening", so it
 * is the last thing start-up prints and not lost among the log lines.
 */
export function takeDemoAdminSignIn(): DemoAdminSignIn | undefined {
  const signIn = demoAdminSignIn;
  demoAdminSignIn = undefined;
  return signIn;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create the first admin. Without them, the first start of an empty
 * embedded database creates a demo admin with a one-time password, printed when the server listens.
 */
async function ensureFirstAdmin(database: DatabaseHandle, env: Env, emptyDatabase: boolean) {
  if ((await countAdmins(database.db)) > 0) return;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await upsertAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    logger.info({ email: env.ADMIN_EMAIL }, "admin created from ADMIN_EMAIL");
    return;
  }
  if (database.driver === "pglite" && emptyDatabase) {
    const password = generatePassword();
    await upsertAdmin(database.db, DEMO_ADMIN_EMAIL, password);
    logger.info({ email: DEMO_ADMIN_EMAIL }, "demo admin created");
    demoAdminSignIn = { email: DEMO_ADMIN_EMAIL, password };
  }
}

export const DEMO_ADMIN_EMAIL = "admin@bs-degree-hub.example";

/** Set once this process had a child create the embedded database (see createDatabaseInChild). */
let createdInChild = false;

/**
 * On the first start on the embedded database, creates it in a short-lived child process (Node
 * with `args`: server.js runs itself with PREPARE_DATABASE_ONLY=1, and calls `prepareDatabase`): creating
 * a database and filling it takes PGlite several hundred MB that a process does not give back, so
 * the server would keep them for its whole life. Does nothing on PostgreSQL or once the folder
 * holds a database. Throws a StartupError marked `reported` when the child fails (it has said why).
 */
export async function createDatabaseInChild(
  args: string[],
  source: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const env = parseEnv(source);
  if (env.DATABASE_URL || fs.existsSync(path.join(env.pgliteDir, "PG_VERSION"))) return;
  const child = spawn(process.execPath, args, {
    env: { ...source, PREPARE_DATABASE_ONLY: "1" },
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) {
    // The child has said why, in one sentence: `reported` tells server.js to add nothing.
    const error = Object.assign(
      new Error(`Could not create the embedded database in ${env.pgliteDir}.`),
      { name: "StartupError", reported: true },
    );
    throw error;
  }
  createdInChild = true;
}

/** Creates (or migrates) the embedded database, fills a new one, and closes it. */
export async function prepareDatabase(source: NodeJS.ProcessEnv = process.env): Promise<void> {
  const env = parseEnv(source);
  const database = await openDatabase({
    dataDir: env.pgliteDir,
    sharedBuffers: env.PGLITE_SHARED_BUFFERS,
  });
  try {
    await database.migrate(() => fill(database, env, createStorage(env)).then(() => {}));
  } finally {
    await database.close();
  }
}

function createStorage(env: Env): FileStorage {
  return env.s3 ? createS3Storage(env.s3) : createLocalStorage(env.uploadsDir);
}

/**
 * Under the migration lock: an empty database gets the demo content, and the search rows are
 * written as this release shows them. Returns whether the database was empty.
 */
async function fill(database: DatabaseHandle, env: Env, storage: FileStorage): Promise<boolean> {
  // Two servers starting together on an empty database would otherwise both seed it, and both
  // rewrite the site's search rows at once.
  const empty = await isDatabaseEmpty(database.db);
  // Once an admin removed the demo content, a site with no content of its own yet stays empty: a
  // restart must not bring the samples back.
  if (env.seedOnEmpty && empty && !(await demoRemovedAt(database.db))) {
    const seeded = await seedDatabase(database.db, storage);
    logger.info(seeded, "empty database: demo content seeded");
  }
  // What the settings and content hold, as this release shows it (ADR 032).
  await database.db.transaction(async (tx) => indexSiteDocuments(tx, await getSiteSettings(tx)));
  return empty;
}

async function start(source: NodeJS.ProcessEnv): Promise<Services> {
  const env = parseEnv(source);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { dataDir: env.pgliteDir, sharedBuffers: env.PGLITE_SHARED_BUFFERS },
  );
  // Before seeding: the demo's sample files are written to it.
  const storage = createStorage(env);
  try {
    await database.migrate(async () => {
      const empty = await fill(database, env, storage);
      // A database the child just created and filled is still new: it gets the demo admin.
      await ensureFirstAdmin(database, env, empty || createdInChild);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info(
    { driver: database.driver, dataDir: env.DATABASE_URL ? undefined : env.pgliteDir },
    "database ready",
  );
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.outboxDir,
    logger,
    messagesPerConnection: env.MAIL_BATCH_SIZE,
  });
  const mailWorker = startMailWorker({
    db: database.db,
    transport,
    from: env.MAIL_FROM,
    listName: `${site.name} newsletter`,
    logger,
    smtpUrl: env.SMTP_URL,
    ratePerSecond: env.MAIL_RATE_PER_SECOND,
    batchSize: env.MAIL_BATCH_SIZE,
    leaseMs: env.MAIL_LEASE_SECONDS * 1000,
    pollMs: env.MAIL_POLL_MS,
  });
  logger.info(
    { mail: transport.describe(), ratePerSecond: env.MAIL_RATE_PER_SECOND },
    "mail queue ready",
  );
  const sessionSweeper = startSessionSweeper({ db: database.db, logger });
  const attemptSweeper = startAttemptSweeper({
    db: database.db,
    logger,
    retentionDays: async () => (await getSiteSettings(database.db)).practice?.attemptRetentionDays,
  });
  logger.info({ storage: storage.describe() }, "upload storage ready");
  return { env, database, mailWorker, sessionSweeper, attemptSweeper, storage };
}
