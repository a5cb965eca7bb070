// Expired sessions and device tokens (ADR 040) are removed on a schedule: sign-in checks expiry
// itself, so this only keeps the tables small. One sweeper per app server; deleting twice is
// harmless.
import type { Logger } from "pino";
import type { Database } from "~/lib/db.server";
import { deleteExpiredSessions } from "./session.server";
import { deleteExpiredDevices } from "./trusted-devices.server";

export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionSweeper {
  /** Runs one sweep now (the timer calls this too). */
  sweep(): Promise<void>;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

export function startSessionSweeper(options: {
  db: Database;
  logger: Pick<Logger, "warn">;
  intervalMs?: number;
  now?: () => Date;
}): SessionSweeper {
  const { db, logger, intervalMs = SESSION_SWEEP_INTERVAL_MS, now = () => new Date() } = options;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= (async () => {
      const at = now();
      await deleteExpiredSessions(db, at);
      await deleteExpiredDevices(db, at);
    })()
      .catch((error: unknown) => logger.warn({ err: error }, "expired sessions not removed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
