// The `context` a loader or action receives (app/context.ts), for tests that call one directly
// and for the test app (request-handler.ts). Typed, so a field the app adds to the context is a
// type error here rather than an `undefined` in some test; a test names only what it is about.
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import type { AppContext } from "~/context";
import { type Env, parseEnv } from "~/lib/env.server";
import { logger as appLogger } from "~/lib/logger.server";
import { createLocalStorage } from "~/lib/storage.server";

export interface TestContextOptions extends Partial<Omit<AppContext, "env">> {
  /** Settings over the defaults of an empty environment (parseEnv). */
  env?: Partial<Env>;
}

/** A database for a context that a test builds without one: any use of it says so. */
const noDatabase = new Proxy({} as AppContext["db"], {
  get(_target, property) {
    throw new Error(`testContext: this test passed no db (it used db.${String(property)})`);
  },
});

/** The environment start-up would parse from nothing set, with `overrides` over it. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...parseEnv({ NODE_ENV: "test" }), ...overrides };
}

/**
 * A full context: the app's logger (silent under tests), a mail worker whose kick does nothing
 * (the test sends the queue itself: tests/setup/mail-worker.ts), uploads in a folder of the
 * system's temporary directory (made on the first upload), a PGlite handle that answers ping,
 * an unknown client address (null) and a fixed nonce. `db` is needed only by code that queries.
 */
export function testContext(options: TestContextOptions = {}): AppLoadContext {
  const { env, ...rest } = options;
  return {
    db: noDatabase,
    database: { driver: "pglite", ping: async () => {} },
    logger: appLogger,
    mailWorker: { kick() {} },
    storage: createLocalStorage(path.join(os.tmpdir(), `test-context-uploads-${process.pid}`)),
    clientIp: null,
    cspNonce: "test-nonce",
    ...rest,
    env: testEnv(env),
  };
}
