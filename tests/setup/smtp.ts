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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
