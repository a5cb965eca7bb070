// Mock attempts are removed once older than the retention period an admin sets (Site Settings ›
// Practice; 180 days unless set). One sweeper per app server, every hour: each sweep deletes in
// small batches and skips rows another server is deleting, so running on many servers at once
// costs nothing more than the rows themselves (DESIGN.md D7).
import type { Logger } from "pino";
import type { Database } from "~/lib/db.server";
import { deleteExpiredAttempts } from "./attempts.server";
import { DEFAULT_ATTEMPT_RETENTION_DAYS } from "./mock";

export const ATTEMPT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface AttemptSweeper {
  /** Runs one sweep now (the timer calls this too); resolves to how many attempts it removed. */
  sweep(): Promise<number>;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

export function startAttemptSweeper(options: {
  db: Database;
  logger: Pick<Logger, "warn" | "info">;
  /** The period set in the admin area, read at each sweep. */
  retentionDays: () => Promise<number | undefined>;
  intervalMs?: number;
  now?: () => Date;
}): AttemptSweeper {
  const { db, logger, intervalMs = ATTEMPT_SWEEP_INTERVAL_MS, now = () => new Date() } = options;
  let running: Promise<number> | undefined;
  const sweep = () => {
    running ??= (async () => {
      const retentionDays = (await options.retentionDays()) ?? DEFAULT_ATTEMPT_RETENTION_DAYS;
      const deleted = await deleteExpiredAttempts(db, { retentionDays, now: now() });
      if (deleted > 0) logger.info({ deleted, retentionDays }, "old mock attempts removed");
      return deleted;
    })()
      .catch((error: unknown) => {
        logger.warn({ err: error }, "old mock attempts not removed");
        return 0;
      })
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
