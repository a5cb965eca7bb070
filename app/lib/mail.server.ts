// Outgoing mail (DESIGN.md D5): SMTP when SMTP_URL is set; otherwise every message is written as
// an .eml file into DATA_DIR/outbox and logged, so a demo shows what would have been sent.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { Logger } from "./logger.server";

/** One mail as the transport sends it: everything fixed by the queue (ADR 029). */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<random@host>`, chosen when the mail was queued, so a resend keeps it. */
  messageId: string;
  date: Date;
  headers?: Record<string, string>;
  /**
   * List-* headers (RFC 2369, 2919): nodemailer writes List-Unsubscribe and List-ID from it.
   * `id` is the list's identifier (a domain-like name) and its description.
   */
  list?: { unsubscribe?: string; id?: { id: string; name: string } };
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for logs and the README: "smtp" or the outbox folder. */
  describe(): string;
  close(): void;
}

/** A mail that could not be sent, as recorded for the admins (no secrets in `error`). */
export interface MailFailure {
  kind: string;
  recipient: string;
  subject: string;
  error: string;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The error of a failed send as text an admin may read: the SMTP URL's user name and password
 * (and any `user:password@` in a URL) replaced, one line, at most 500 characters.
 */
export function describeMailError(error: unknown, smtpUrl?: string): string {
  let text = error instanceof Error ? error.message : String(error);
  const secrets: string[] = [];
  if (smtpUrl) {
    try {
      const url = new URL(smtpUrl);
      for (const part of [url.password, url.username]) {
        if (part) secrets.push(part, safeDecode(part));
      }
    } catch {
      // Not a URL: nodemailer refused it too, and there is nothing to hide.
    }
  }
  for (const secret of secrets.filter((s) => s.length >= 3)) {
    text = text.split(secret).join("[redacted]");
  }
  text = text
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, "//[redacted]@")
    .replace(/\s+/g, " ")
    .trim();
  return (text || "Unknown error").slice(0, 500);
}

/**
 * Whether a failed send is worth retrying. An SMTP reply in 5xx is permanent (RFC 5321: the same
 * mail will fail again: no such mailbox, refused); 4xx replies, lost or refused connections and
 * timeouts are temporary. An error with no reply code at all is treated as temporary too: the
 * queue gives up after its attempts anyway.
 */
export function mailErrorKind(error: unknown): "permanent" | "temporary" {
  const code = Number((error as { responseCode?: unknown } | null)?.responseCode);
  return code >= 500 && code < 600 ? "permanent" : "temporary";
}

export function createMailTransport(options: {
  smtpUrl?: string;
  outboxDir: string;
  logger: Logger;
  /** Mails sent over one SMTP connection before it is closed and a new one opened. */
  messagesPerConnection?: number;
}): MailTransport {
  const toNodemailer = ({ headers, list, ...mail }: OutgoingMail) => ({
    ...mail,
    headers,
    list: list
      ? {
          ...(list.unsubscribe
            ? { unsubscribe: { url: list.unsubscribe, comment: "Unsubscribe" } }
            : {}),
          ...(list.id ? { id: { url: list.id.id, comment: list.id.name } } : {}),
        }
      : undefined,
  });
  if (options.smtpUrl) {
    // One connection, reused for a batch of mails: the worker sends one mail at a time.
    const pool: SMTPPool.Options = {
      pool: true,
      maxConnections: 1,
      maxMessages: options.messagesPerConnection ?? 100,
      // Well inside the queue's lease (a mail still in flight when its lease ends could be
      // sent by another server too), and a stalled server does not hold up shutdown for long.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
      url: options.smtpUrl,
    };
    const transport = nodemailer.createTransport(pool);
    return {
      describe: () => "smtp",
      send: async (mail) => {
        await transport.sendMail(toNodemailer(mail));
      },
      close: () => transport.close(),
    };
  }
  // RFC 5322: every line of a message ends in CRLF, the body's own line breaks included.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    describe: () => options.outboxDir,
    send: async (mail) => {
      const info = await transport.sendMail(toNodemailer(mail));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${mail.date.toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
    close: () => transport.close(),
  };
}
