// The SMTP sink the delivery tests rely on: reachable by nodemailer with a plain smtp:// URL, and
// answering as programmed.
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

const send = (url: string, to: string, messageId = `<${Math.random()}@hub.test>`) =>
  nodemailer
    .createTransport(url)
    .sendMail({ from: "hub@hub.test", to, subject: "Hello", text: "Hi", messageId });

function smtpCode(error: unknown): number | undefined {
  return (error as { responseCode?: number }).responseCode;
}

describe("SMTP sink", () => {
  it("takes mail over a plain smtp:// URL (no STARTTLS offered, no ignoreTLS needed)", async () => {
    sink = await startSmtpSink();
    expect(sink.url).toBe(`smtp://127.0.0.1:${sink.port}`);
    await send(sink.url, "Reader@Example.com", "<one@hub.test>");
    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message).toMatchObject({
      to: ["reader@example.com"],
      from: "hub@hub.test",
      messageId: "<one@hub.test>",
      subject: "Hello",
    });
    const parsed = await sink.parse(message!);
    expect(parsed.text?.trim()).toBe("Hi");
    expect(parsed.messageId).toBe("<one@hub.test>");
    expect(sink.byRecipient().get("reader@example.com")).toHaveLength(1);
  });

  it("answers 421 for the first N attempts, then 250", async () => {
    sink = await startSmtpSink();
    sink.answer({ code: 421, times: 2 });
    const codes: (number | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      await send(sink.url, "a@example.com").then(
        () => codes.push(250),
        (error: unknown) => codes.push(smtpCode(error)),
      );
    }
    expect(codes).toEqual([421, 421, 250]);
    expect(sink.refusals.map((r) => r.code)).toEqual([421, 421]);
    expect(sink.messages).toHaveLength(1);
  });

  it("answers 421 for a while, counted from the first refusal", async () => {
    sink = await startSmtpSink();
    sink.answer({ code: 421, forMs: 300, stage: "data" });
    await expect(send(sink.url, "a@example.com")).rejects.toMatchObject({ responseCode: 421 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    await send(sink.url, "a@example.com");
    expect(sink.messages).toHaveLength(1);
  });

  it("refuses chosen addresses with 550 and accepts the rest", async () => {
    sink = await startSmtpSink({ keepRaw: false });
    sink.answer({ code: 550, to: ["gone@example.com"], message: "No such user here" });
    await expect(send(sink.url, "gone@example.com")).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining("No such user here") as string,
    });
    await send(sink.url, "here@example.com");
    expect(sink.messages.map((m) => m.to[0])).toEqual(["here@example.com"]);
    expect(sink.messages[0]!.raw).toBeUndefined();
    await sink.waitForCount(1, 100);
    await expect(sink.waitForCount(2, 50)).rejects.toThrow(/1 of 2/);
  });
});
