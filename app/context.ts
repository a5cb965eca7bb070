// What every loader and action receives as `context` (set by server/app.ts).
import type { MailWorker } from "./features/mail-queue/worker.server";
import type { Database, DatabaseHandle } from "./lib/db.server";
import type { Env } from "./lib/env.server";
import type { Logger } from "./lib/logger.server";
import type { FileStorage } from "./lib/storage.server";

export interface AppContext {
  db: Database;
  database: Pick<DatabaseHandle, "driver" | "ping">;
  env: Env;
  logger: Logger;
  /** Wakes this server's mail worker after a request queued mail (features/mail-queue). */
  mailWorker: Pick<MailWorker, "kick">;
  storage: FileStorage;
  /** The client's address (behind a proxy only when TRUST_PROXY=true), for rate limits. */
  clientIp: string | null;
  /** Per-request nonce allowed by the Content-Security-Policy for our inline scripts. */
  cspNonce: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
