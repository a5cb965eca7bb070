import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { logger } from "./logger.server";
import { createMailTransport } from "./mail.server";

it("writes outbox mail with CRLF line endings only (RFC 5322), the body's breaks included", async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  const transport = createMailTransport({ outboxDir, logger });
  await transport.send({
    from: "Hub <hub@example.com>",
    messageId: "<line-endings@hub.example>",
    date: new Date(),
    to: "asha@example.com",
    subject: "Line endings",
    text: "First line\nSecond line\r\nThird line\n",
    html: "<p>First</p>\n<p>Second</p>\n",
  });
  const [file] = fs.readdirSync(outboxDir);
  const raw = fs.readFileSync(path.join(outboxDir, file!), "latin1");
  expect(raw).toContain("\r\n\r\n"); // headers, then the body
  expect(raw).toContain("Second line\r\nThird line");
  expect(raw.match(/(?<!\r)\n/g)).toBeNull();
  expect(raw.match(/\r(?!\n)/g)).toBeNull();
});
