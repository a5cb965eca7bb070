// Outgoing mail (DESIGN.md D5): SMTP when SMTP_URL is set; otherwise every message is written as
// an .eml file into DATA_DIR/outbox and logged, so a demo shows what would have been sent.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger.server";

export interface MailMessage {
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

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: () => "smtp",
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: () => options.outboxDir,
    async send(message) {
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
    },
  };
}
