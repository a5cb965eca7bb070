// An SMTP server for delivery tests and benchmarks (issue 17), in the process that runs them: a
// real `smtp-server` on 127.0.0.1 with no TLS and no authentication, so the app reaches it with
// SMTP_URL=smtp://127.0.0.1:PORT (it does not advertise STARTTLS, so nodemailer sends in the
// clear without `?ignoreTLS=true`). It keeps every accepted message (envelope, Message-ID,
// optionally the raw bytes for mailparser) and answers as the test programs it: 421 for the first
// N attempts or for a while, 550 for chosen addresses, 250 otherwise.
// No Vitest imports: the fault scripts (scripts/faults) use it too.
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";

export type SmtpStage = "mail" | "rcpt" | "data";

export interface SinkMessage {
  /** Position in arrival order, from 0. */
  seq: number;
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO of the envelope, lower-cased. */
  to: string[];
  /** The Message-ID header, angle brackets included ("" when there is none). */
  messageId: string;
  subject: string;
  /** The bytes as received; only with `keepRaw` (10,000 issue mails would not fit otherwise). */
  raw?: Buffer;
  size: number;
  receivedAt: number;
  /** The SMTP connection it came over (several messages share one when the client reuses it). */
  connectionId: string;
}

export interface SinkRule {
  /** Which command gets the answer (default "rcpt": the recipient is refused). */
  stage?: SmtpStage;
  code: number;
  message?: string;
  /** Only for these recipients (lower-cased addresses, a pattern or a predicate); default all. */
  to?: string | string[] | RegExp | ((address: string) => boolean);
  /** Answer so this many times, then let the next rule (or 250) answer. */
  times?: number;
  /** Answer so for this long, counted from the rule's first use. */
  forMs?: number;
}

export interface SinkRefusal {
  stage: SmtpStage;
  code: number;
  to: string[];
  at: number;
}

export interface SmtpSinkOptions {
  /** Keep each message's raw bytes (for `parse`); default true. */
  keepRaw?: boolean;
  /** Wait this long before answering DATA (a slow provider). */
  dataDelayMs?: number;
  /** Listen on this port (default: a free one); a test restarts a closed sink on its port. */
  port?: number;
  /** Called with every accepted message, right after its 250 was written. */
  onMessage?: (message: SinkMessage) => void;
}

export interface SmtpSink {
  url: string;
  port: number;
  /** Accepted messages, in arrival order. */
  messages: SinkMessage[];
  /** Answers other than 250 that the sink gave, in order. */
  refusals: SinkRefusal[];
  /** SMTP connections opened so far. */
  connections: number;
  /** Adds an answer rule; rules are tried in the order they were added. Returns its remover. */
  answer(rule: SinkRule): () => void;
  /** Removes every rule: 250 for everything from now on. */
  acceptAll(): void;
  /** Accepted messages by recipient (lower-cased). */
  byRecipient(): Map<string, SinkMessage[]>;
  /** The message parsed by mailparser (needs `keepRaw`). */
  parse(message: SinkMessage): Promise<ParsedMail>;
  /** Resolves once `count` messages have been accepted; rejects after `timeoutMs`. */
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  /** Forgets the messages and refusals received so far (rules stay). */
  clear(): void;
  close(): Promise<void>;
}

interface ActiveRule extends SinkRule {
  used: number;
  firstUsedAt?: number;
}

function matches(rule: SinkRule, addresses: string[]): boolean {
  const { to } = rule;
  if (to === undefined) return true;
  const test = (address: string) =>
    typeof to === "string"
      ? address === to.toLowerCase()
      : Array.isArray(to)
        ? to.some((one) => one.toLowerCase() === address)
        : to instanceof RegExp
          ? to.test(address)
          : to(address);
  return addresses.some(test);
}

/** The value of one header in a raw message (unfolded), without parsing the whole message. */
export function rawHeader(raw: Buffer, name: string): string {
  let end = raw.indexOf("\r\n\r\n");
  if (end < 0) end = raw.indexOf("\n\n");
  const head = raw.subarray(0, end < 0 ? raw.length : end).toString("utf8");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const pattern = new RegExp(`^${name.replace(/[-]/g, "\\-")}:[ \\t]*(.*)$`, "im");
  return pattern.exec(unfolded)?.[1]?.trim() ?? "";
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const keepRaw = options.keepRaw ?? true;
  const messages: SinkMessage[] = [];
  const refusals: SinkRefusal[] = [];
  let rules: ActiveRule[] = [];
  const waiters = new Set<() => void>();
  let connections = 0;

  /** The first rule that answers this command, counting its use. */
  function decide(stage: SmtpStage, to: string[]): ActiveRule | undefined {
    const now = Date.now();
    for (const rule of rules) {
      if ((rule.stage ?? "rcpt") !== stage || !matches(rule, to)) continue;
      if (rule.times !== undefined && rule.used >= rule.times) continue;
      if (rule.forMs !== undefined && rule.firstUsedAt !== undefined) {
        if (now - rule.firstUsedAt >= rule.forMs) continue;
      }
      rule.firstUsedAt ??= now;
      rule.used++;
      return rule;
    }
    return undefined;
  }

  function refuse(stage: SmtpStage, to: string[], rule: ActiveRule) {
    refusals.push({ stage, code: rule.code, to, at: Date.now() });
    const error = new Error(
      rule.message ??
        (rule.code >= 500 ? `Mailbox ${to.join(", ")} unavailable` : "Try again later"),
    ) as Error & { responseCode: number };
    error.responseCode = rule.code;
    return error;
  }

  const recipients = (session: SMTPServerSession) =>
    session.envelope.rcptTo.map((address) => address.address.toLowerCase());

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A client that keeps its connection open (a pool) must not hold up close() for long.
    closeTimeout: 500,
    // No greeting delay, no limit on connections: the app's workers decide how many they open.
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onMailFrom(address: SMTPServerAddress, _session, callback) {
      const rule = decide("mail", [address.address.toLowerCase()]);
      callback(rule ? refuse("mail", [address.address.toLowerCase()], rule) : undefined);
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const to = [address.address.toLowerCase()];
      const rule = decide("rcpt", to);
      callback(rule ? refuse("rcpt", to, rule) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", () => {});
      stream.on("end", () => {
        const finish = () => {
          const to = recipients(session);
          const rule = decide("data", to);
          if (rule) {
            callback(refuse("data", to, rule));
            return;
          }
          const raw = Buffer.concat(chunks);
          const message: SinkMessage = {
            seq: messages.length,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to,
            messageId: rawHeader(raw, "Message-ID"),
            subject: rawHeader(raw, "Subject"),
            raw: keepRaw ? raw : undefined,
            size: raw.length,
            receivedAt: Date.now(),
            connectionId: session.id,
          };
          messages.push(message);
          callback();
          for (const wake of waiters) wake();
          options.onMessage?.(message);
        };
        if (options.dataDelayMs) setTimeout(finish, options.dataDelayMs);
        else finish();
      });
    },
  });
  // A client killed mid-conversation resets its connection: that is the test, not a failure.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refusals,
    get connections() {
      return connections;
    },
    answer(rule) {
      const active: ActiveRule = { ...rule, used: 0 };
      rules.push(active);
      return () => {
        rules = rules.filter((one) => one !== active);
      };
    },
    acceptAll() {
      rules = [];
    },
    byRecipient() {
      const map = new Map<string, SinkMessage[]>();
      for (const message of messages) {
        for (const to of message.to) {
          const list = map.get(to);
          if (list) list.push(message);
          else map.set(to, [message]);
        }
      }
      return map;
    },
    parse(message) {
      if (!message.raw) throw new Error("the sink was started without keepRaw");
      return simpleParser(message.raw);
    },
    waitForCount(count, timeoutMs = 30_000) {
      if (messages.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (messages.length < count) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `the SMTP sink received ${messages.length} of ${count} messages in ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    clear() {
      messages.length = 0;
      refusals.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
