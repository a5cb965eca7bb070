// Start-up: configuration, database, migrations, demo content. Everything here runs before the
// server listens, so a bad configuration stops it with one clear sentence (a StartupError).
import { isDatabaseEmpty, seedDatabase } from "../db/seed";
import { type DatabaseHandle, openDatabase } from "../app/lib/db.server";
import { type Env, parseEnv } from "../app/lib/env.server";
import { logger } from "../app/lib/logger.server";
import { createMailer, type Mailer } from "../app/lib/mail.server";

export interface Services {
  env: Env;
  database: DatabaseHandle;
  mailer: Mailer;
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
  await services?.database.close();
}

async function start(source: NodeJS.ProcessEnv): Promise<Services> {
  const env = parseEnv(source);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { dataDir: env.pgliteDir },
  );
  try {
    await database.migrate();
    if (env.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
      const seeded = await seedDatabase(database.db);
      logger.info(seeded, "empty database: demo content seeded");
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info(
    { driver: database.driver, dataDir: env.DATABASE_URL ? undefined : env.pgliteDir },
    "database ready",
  );
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: env.outboxDir,
    logger,
  });
  logger.info({ mail: mailer.describe() }, "mail ready");
  return { env, database, mailer };
}
