// Outgoing mail (DESIGN.md D5): SMTP when SMTP_URL is set; otherwise every message is written as
// an .eml file into DATA_DIR/outbox and logged, so a demo shows what would have been sent.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger.server";

export interface MailMessage {
  /** What this mail is, for the record of failed mail (e.g. newsletter-confirmation). */
  kind?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for logs and the README: "smtp" or the outbox folder. */
  describe(): string;
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

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Called with every mail that fails (then the send still throws): the record admins see. */
  onFailure?: (failure: MailFailure) => Promise<unknown>;
}): Mailer {
  const recordingFailures =
    (send: (message: MailMessage) => Promise<void>) => async (message: MailMessage) => {
      try {
        await send(message);
      } catch (error) {
        const failure = {
          kind: message.kind ?? "mail",
          recipient: message.to,
          subject: message.subject,
          error: describeMailError(error, options.smtpUrl),
        };
        options.logger.warn(failure, "mail could not be sent");
        await options
          .onFailure?.(failure)
          .catch((recordError: unknown) =>
            options.logger.error({ err: recordError }, "could not record a failed mail"),
          );
        throw error;
      }
    };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: () => "smtp",
      send: recordingFailures(async ({ kind: _kind, ...message }) => {
        await transport.sendMail({ from: options.from, ...message });
      }),
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
    send: recordingFailures(async ({ kind: _kind, ...message }) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        "mail written to outbox",
      );
    }),
  };
}
