// A real SMTP server in the test process (DESIGN.md D5: no mocked mail).
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** Raw header lines by lower-cased name. */
  headers: Record<string, string>;
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  /** Recipients refused with a permanent error (550), as a mailbox that does not exist is. */
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A client that keeps its connection open (a pool) must not hold up close() for the default
    // 30 s: in the db project the next test file waits for it (files share a worker).
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()) || refused.has("*")) {
        const error = new Error(`Mailbox ${address.address} unavailable`) as Error & {
          responseCode: number;
        };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: [mail.to]
              .flat()
              .map((a) => a?.text ?? "")
              .join(", "),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line])),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses mail to this address from now on ("*": to everyone); `accept` undoes it. */
    refuse: (address: string) => refused.add(address.toLowerCase()),
    accept: (address: string) => refused.delete(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
