// The worker's loop when the database is away: it keeps trying, ever more slowly, and says so in
// the log once per doubling rather than at every poll.
import { expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import type { Logger } from "~/lib/logger.server";
import { createMailTransport } from "~/lib/mail.server";
import { createMailWorker } from "./worker.server";

it("backs off while the database is away, logging at the 1st, 2nd, 4th, 8th … failure", async () => {
  let attempts = 0;
  const down = {
    execute: () => {
      attempts += 1;
      return Promise.reject(new Error("connection refused"));
    },
  } as unknown as Database;
  const errors: unknown[] = [];
  const logger = { error: (entry: unknown) => errors.push(entry), warn() {}, info() {} };
  const worker = createMailWorker({
    db: down,
    transport: createMailTransport({ outboxDir: "", logger: logger as unknown as Logger }),
    from: "hub@example.com",
    listName: "Hub newsletter",
    logger: logger as unknown as Logger,
    ratePerSecond: 0,
    batchSize: 10,
    leaseMs: 60_000,
    pollMs: 5,
  });
  worker.start();
  await new Promise((resolve) => setTimeout(resolve, 700));
  await worker.stop();
  // 5, 10, 20, 40, 80, 160, 320 ms pauses: about 7 tries in 700 ms, not 140.
  expect(attempts).toBeGreaterThanOrEqual(4);
  expect(attempts).toBeLessThan(12);
  const logged = errors.map((entry) => (entry as { failures: number }).failures);
  expect(logged).toEqual([1, 2, 4, 8].filter((n) => n <= attempts));
});
