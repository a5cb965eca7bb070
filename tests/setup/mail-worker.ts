// The mail queue's worker for tests: created over the test's database and a real transport (an
// SMTP server of the test, or an outbox folder), not started; the test calls drain() to send
// what is queued, as the app servers' loop would.
import { createMailWorker, type MailWorker } from "~/features/mail-queue/worker.server";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { createMailTransport } from "~/lib/mail.server";

export function testMailWorker(
  db: Database,
  {
    smtpUrl,
    outboxDir = "",
    retryBaseMs = 20,
  }: { smtpUrl?: string; outboxDir?: string; retryBaseMs?: number },
): MailWorker {
  return createMailWorker({
    db,
    transport: createMailTransport({ smtpUrl, outboxDir, logger }),
    from: "hub@example.com",
    listName: "Hub newsletter",
    logger,
    smtpUrl,
    ratePerSecond: 0,
    batchSize: 50,
    leaseMs: 60_000,
    pollMs: 50,
    retryBaseMs,
  });
}
