// Mail delivery under kill -9 (issue 17): an issue of the newsletter goes to 10,000 confirmed
// subscribers through a real SMTP server in this process (tests/setup/smtp-sink.ts) while the
// production server sending it is killed with SIGKILL at random points of the send, restarted on
// the same data, until the issue is sent. Then:
// - every confirmed subscriber received it; pending, unsubscribed and bounced ones nothing;
// - duplicates are no more than the kills (SMTP has no exactly-once: a kill between the server's
//   250 and the app's commit resends that one mail), each with its first copy's Message-ID;
// - the issue reads "sent" with every mail delivered.
// A second issue is then sent without kills (on PostgreSQL by two app servers at once on the
// same database): exactly one mail per subscriber.
// The database is filled and the issues are created and started with the app stopped (PGlite's
// data folder is locked while a server runs), with the app's own functions.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { blogPosts } from "~db/schema";
import { type SmtpSink, startSmtpSink } from "~tests/setup/smtp-sink";
import { upsertAdmin } from "../../app/features/auth/admins.server";
import {
  createPostIssue,
  getIssue,
  startSending,
} from "../../app/features/newsletter/issues.server";
import { type Database, openDatabase } from "../../app/lib/db.server";
import { type AppServer, startAppServer } from "./app-server";
import { sleep } from "./http";

export interface MailDeliveryOptions {
  driver: "pglite" | "pg";
  /** For "pg": an empty database. */
  databaseUrl?: string;
  kills: number;
  /** Confirmed subscribers (default 10,000). */
  recipients?: number;
  /** App servers sending the second issue (no kills) at once; "pg" only. */
  servers?: number;
  workDir: string;
  log: (line: string) => void;
}

export interface SendFigures {
  /** Confirmed subscribers the issue went to. */
  expected: number;
  /** Messages the SMTP server accepted. */
  received: number;
  /** Confirmed subscribers without the mail (must be 0). */
  missing: number;
  /** Extra copies (received - distinct recipients). */
  duplicates: number;
  /** Extra copies whose Message-ID differs from the first copy's (must be 0). */
  duplicatesWithOtherMessageId: number;
  /** Mails carrying a Message-ID already used for another recipient (must be 0). */
  sharedMessageIds: number;
  /** Mails to pending, unsubscribed or bounced addresses, or to anyone else (must be 0). */
  unwanted: number;
  /** The issue as the app reports it afterwards. */
  status: string;
  delivered: number;
  failed: number;
  waiting: number;
  /** From the first mail received to the last, in seconds, and mails per second over it. */
  seconds: number;
  perSecond: number;
}

export interface MailDeliveryResult {
  driver: "pglite" | "pg";
  kills: number;
  /** Messages the sink had accepted when each kill happened. */
  killedAt: number[];
  restartMs: number[];
  withKills: SendFigures;
  /** The second issue, without kills, by `servers` app servers. */
  withoutKills: SendFigures;
  servers: number;
  /** Mails of the second issue each server sent (several servers only). */
  sentByServer: number[];
  seedSeconds: number;
  totalSeconds: number;
  failures: string[];
}

const LEASE_SECONDS = 2;
const POLL_MS = 200;
const OTHERS_PER_STATUS = 50;
const ORIGIN = "https://hub.test";

interface Audience {
  confirmed: Set<string>;
  /** Pending, unsubscribed and bounced addresses: they must receive nothing. */
  excluded: Set<string>;
}

export async function runMailDelivery(options: MailDeliveryOptions): Promise<MailDeliveryResult> {
  const started = performance.now();
  const { driver, log } = options;
  const recipients = options.recipients ?? 10_000;
  const servers = driver === "pg" ? (options.servers ?? 2) : 1;
  const dataDir = path.join(options.workDir, `mail-${driver}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(options.workDir, `mail-${driver}.log`);
  const failures: string[] = [];
  const result: MailDeliveryResult = {
    driver,
    kills: options.kills,
    killedAt: [],
    restartMs: [],
    withKills: emptyFigures(recipients),
    withoutKills: emptyFigures(recipients),
    servers,
    sentByServer: [],
    seedSeconds: 0,
    totalSeconds: 0,
    failures,
  };
  const open = () =>
    openDatabase(
      options.databaseUrl ? { url: options.databaseUrl } : { dataDir: path.join(dataDir, "db") },
    );

  // Fill the database and start the first issue, the app stopped.
  const seedStarted = performance.now();
  let handle = await open();
  await handle.migrate();
  const prefix = `m${crypto.randomBytes(3).toString("hex")}`;
  const audience = await fillDatabase(handle.db, prefix, recipients);
  const adminId = await firstAdminId(handle.db);
  const firstIssue = await startPostIssue(handle.db, adminId, `${prefix} first`);
  await handle.close();
  result.seedSeconds = (performance.now() - seedStarted) / 1000;
  log(
    `database filled in ${result.seedSeconds.toFixed(1)} s: ${recipients} confirmed + ${OTHERS_PER_STATUS} each pending, unsubscribed, bounced; issue ${firstIssue} started`,
  );

  // Kill points: distinct random counts of received mails, spread over the send.
  const points = Array.from({ length: options.kills }, (_, i) => {
    const slice = (recipients * 0.85) / options.kills;
    return Math.floor(recipients * 0.05 + slice * i + Math.random() * slice);
  });
  let server: AppServer | undefined;
  let killAt: number | undefined;
  let killing: Promise<void> | undefined;
  /** Confirmed subscribers who got the issue being sent (counted as mail arrives). */
  const reached = new Set<string>();
  const sink = await startSmtpSink({
    keepRaw: false,
    // Kill once the n-th mail is accepted, so mail is certainly flowing: half the time at once
    // (its 250 is on the wire, the app has not read it: that mail will be sent again), else up
    // to 30 ms later, wherever the worker then is (claiming, sending, recording).
    onMessage: (message) => {
      for (const to of message.to) if (audience.confirmed.has(to)) reached.add(to);
      if (killAt === undefined || sink.messages.length < killAt || !server) return;
      killAt = undefined;
      const victim = server;
      const kill = () => {
        result.killedAt.push(sink.messages.length);
        return victim.kill9();
      };
      killing = Math.random() < 0.5 ? kill() : sleep(1 + Math.floor(Math.random() * 30)).then(kill);
    },
  });
  const env = {
    SEED_ON_EMPTY: "false",
    SMTP_URL: sink.url,
    SITE_URL: ORIGIN,
    MAIL_FROM: "Hub <news@hub.test>",
    MAIL_RATE_PER_SECOND: "0",
    MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
    MAIL_POLL_MS: String(POLL_MS),
  };
  // On PGlite the data folder filled above; on PostgreSQL each server has a folder of its own
  // (outbox, uploads) all the same.
  const start = (name = "a") =>
    startAppServer({
      dataDir: options.databaseUrl ? path.join(dataDir, name) : dataDir,
      databaseUrl: options.databaseUrl,
      logFile,
      // Each server its own envelope sender, to tell at the sink who sent what.
      env: { ...env, MAIL_FROM: `Hub <news-${name}@hub.test>` },
    });

  try {
    // 1. With kills.
    server = await start();
    log(`server up in ${Math.round(server.readyMs)} ms; kills after ${points.join(", ")} mails`);
    for (const [i, point] of points.entries()) {
      killAt = Math.max(point, sink.messages.length + 1 + Math.floor(Math.random() * 50));
      await waitUntil(
        () => killing !== undefined,
        120_000,
        () => `kill #${i + 1} never came`,
      );
      await killing;
      killing = undefined;
      log(`kill -9 #${i + 1} after ${sink.messages.length} mails accepted`);
      server = await start();
      result.restartMs.push(server.readyMs);
    }
    await waitForIssue(firstIssue, true);
    await server.stop(); // PGlite's folder is the server's while it runs
    server = undefined;
    result.withKills = await check(firstIssue, audience, sink, failures, "with kills");
    if (result.withKills.duplicates > options.kills) {
      failures.push(
        `with kills: ${result.withKills.duplicates} duplicates for ${options.kills} kills`,
      );
    }

    // 2. Without kills, by `servers` servers at once.
    sink.clear();
    reached.clear();
    handle = await open();
    const secondIssue = await startPostIssue(handle.db, adminId, `${prefix} second`);
    await handle.close();
    const running = await Promise.all(
      Array.from({ length: servers }, (_, i) => start(String.fromCharCode(98 + i))),
    );
    log(`second issue ${secondIssue} started; ${servers} server(s) sending`);
    try {
      await waitForIssue(secondIssue, false);
    } finally {
      await Promise.all(running.map((one) => one.stop()));
    }
    if (servers > 1) {
      const byServer = new Map<string, number>();
      for (const m of sink.messages) byServer.set(m.from, (byServer.get(m.from) ?? 0) + 1);
      result.sentByServer = [...byServer.values()];
      log(
        `second issue, mails by server: ${[...byServer].map(([f, n]) => `${f} ${n}`).join(", ")}`,
      );
      if (byServer.size < servers) {
        failures.push(`without kills: only ${byServer.size} of ${servers} servers sent mail`);
      }
    }
    result.withoutKills = await check(secondIssue, audience, sink, failures, "without kills");
    if (result.withoutKills.duplicates > 0) {
      failures.push(`without kills: ${result.withoutKills.duplicates} duplicates`);
    }
  } finally {
    await server?.stop();
    await sink.close();
  }
  result.totalSeconds = (performance.now() - started) / 1000;
  return result;

  /**
   * Waits until every confirmed subscriber has the issue, then until no mail comes for a while:
   * after kills a lease and a bit (a mail whose 250 was cut off by the last kill is resent once
   * its lease runs out), else a few polls (the worker marks the issue sent).
   */
  async function waitForIssue(issueId: string, afterKills: boolean) {
    const deadline = Date.now() + 300_000;
    await waitUntil(
      () => reached.size >= audience.confirmed.size,
      deadline - Date.now(),
      () => `${reached.size} of ${audience.confirmed.size} subscribers got issue ${issueId}`,
    );
    const quietMs = (afterKills ? LEASE_SECONDS * 1000 : 0) + 3 * POLL_MS + 500;
    for (;;) {
      const count = sink.messages.length;
      await sleep(quietMs);
      if (sink.messages.length === count || Date.now() > deadline) return;
    }
  }

  async function check(
    issueId: string,
    who: Audience,
    received: SmtpSink,
    problems: string[],
    label: string,
  ): Promise<SendFigures> {
    const figures = tally(who, received);
    // The app's own account of the issue, read after the servers stopped.
    const db = await open();
    try {
      const issue = await getIssue(db.db, issueId);
      if (!issue) throw new Error(`issue ${issueId} not found`);
      figures.status = issue.status;
      figures.delivered = issue.counts.sent;
      figures.failed = issue.counts.failed;
      figures.waiting = issue.counts.waiting;
    } finally {
      await db.close();
    }
    if (figures.missing > 0) problems.push(`${label}: ${figures.missing} subscribers got nothing`);
    if (figures.unwanted > 0) {
      problems.push(`${label}: ${figures.unwanted} mails to addresses that must get none`);
    }
    if (figures.duplicatesWithOtherMessageId > 0) {
      problems.push(
        `${label}: ${figures.duplicatesWithOtherMessageId} duplicates with a new Message-ID`,
      );
    }
    if (figures.sharedMessageIds > 0) {
      problems.push(`${label}: ${figures.sharedMessageIds} mails reuse another's Message-ID`);
    }
    if (figures.status !== "sent") problems.push(`${label}: the issue is "${figures.status}"`);
    if (figures.delivered !== who.confirmed.size) {
      problems.push(`${label}: the issue counts ${figures.delivered} delivered`);
    }
    return figures;
  }
}

/** A published post, an issue of it, started (its mails queued): the issue's id. */
export async function startPostIssue(db: Database, admin: string, title: string) {
  const [post] = await db
    .insert(blogPosts)
    .values({
      title: `${title}: what is new this week`,
      slug: title.replace(/\W+/g, "-").toLowerCase(),
      excerpt: "Three new mock tests and a study plan for the end term.",
      content: "<p>The end term is near: here is a plan, week by week.</p>",
      category: "Study Tips",
      author: "Fault test",
      published: true,
    })
    .returning({ id: blogPosts.id });
  const issue = await createPostIssue(db, {
    postId: post!.id,
    adminId: admin,
    origin: ORIGIN,
    footer: null,
  });
  if (!("id" in issue)) throw new Error("createPostIssue made no issue");
  const started = await startSending(db, { issueId: issue.id, adminId: admin, origin: ORIGIN });
  if (started !== "started") throw new Error(`startSending answered ${started}`);
  return issue.id;
}

function emptyFigures(expected: number): SendFigures {
  return {
    expected,
    received: 0,
    missing: expected,
    duplicates: 0,
    duplicatesWithOtherMessageId: 0,
    sharedMessageIds: 0,
    unwanted: 0,
    status: "?",
    delivered: 0,
    failed: 0,
    waiting: 0,
    seconds: 0,
    perSecond: 0,
  };
}

function tally(who: Audience, sink: SmtpSink): SendFigures {
  const figures = emptyFigures(who.confirmed.size);
  const byRecipient = sink.byRecipient();
  figures.received = sink.messages.length;
  figures.missing = [...who.confirmed].filter((to) => !byRecipient.has(to)).length;
  for (const [to, copies] of byRecipient) {
    if (!who.confirmed.has(to)) {
      figures.unwanted += copies.length;
      continue;
    }
    figures.duplicates += copies.length - 1;
    const first = copies[0]!.messageId;
    figures.duplicatesWithOtherMessageId += copies.slice(1).filter((copy) => {
      return !first || copy.messageId !== first;
    }).length;
  }
  // every recipient's mail has a Message-ID of its own
  const owners = new Map<string, string>();
  for (const message of sink.messages) {
    const owner = owners.get(message.messageId);
    if (owner === undefined) owners.set(message.messageId, message.to.join(","));
    else if (owner !== message.to.join(",")) figures.sharedMessageIds++;
  }
  const times = sink.messages.map((m) => m.receivedAt);
  if (times.length > 1) {
    figures.seconds = (Math.max(...times) - Math.min(...times)) / 1000;
    figures.perSecond = figures.seconds > 0 ? times.length / figures.seconds : 0;
  }
  return figures;
}

async function waitUntil(done: () => boolean, timeoutMs: number, describe: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${describe()}`);
    await sleep(50);
  }
}

export async function firstAdminId(db: Database): Promise<string> {
  const admin = await upsertAdmin(
    db,
    "faults-mail@hub.test",
    crypto.randomBytes(18).toString("base64url"),
  );
  return admin.id;
}

/** `recipients` confirmed subscribers, and 50 each pending, unsubscribed and bounced. */
export async function fillDatabase(
  db: Database,
  prefix: string,
  recipients: number,
): Promise<Audience> {
  const others = OTHERS_PER_STATUS;
  await db.execute(sql`
    insert into newsletter_subscriptions (email, status, unsubscribe_token_hash, confirmed_at,
      created_at)
    select ${prefix} || '-' || g || '@readers.test', 'confirmed', md5(${prefix} || g),
      now() - interval '1 day', now() - interval '2 days'
    from generate_series(1, ${recipients}) as g`);
  await db.execute(sql`
    insert into newsletter_subscriptions (email, status, unsubscribe_token_hash, confirm_token_hash,
      confirmed_at, unsubscribed_at, bounce_count, bounced_at)
    select ${prefix} || '-' || s || '-' || g || '@others.test',
      case s when 'bounced' then 'confirmed' else s end,
      md5(${prefix} || s || g),
      case s when 'pending' then md5('c' || ${prefix} || g) end,
      case s when 'pending' then null else now() - interval '1 day' end,
      case s when 'unsubscribed' then now() - interval '1 hour' end,
      case s when 'bounced' then 3 else 0 end,
      case s when 'bounced' then now() - interval '1 hour' end
    from generate_series(1, ${others}) as g,
      unnest(array['pending', 'unsubscribed', 'bounced']) as s`);
  const confirmed = new Set(
    Array.from({ length: recipients }, (_, i) => `${prefix}-${i + 1}@readers.test`),
  );
  const excluded = new Set(
    ["pending", "unsubscribed", "bounced"].flatMap((s) =>
      Array.from({ length: others }, (_, i) => `${prefix}-${s}-${i + 1}@others.test`),
    ),
  );
  return { confirmed, excluded };
}
