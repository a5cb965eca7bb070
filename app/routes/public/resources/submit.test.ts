import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import { submissions } from "../../../../db/schema";
import { describeWithDatabase } from "../../../../tests/setup/database";
import { action } from "./submit";

const valid = {
  title: "Week 1–4 summary",
  resourceType: "notes",
  subject: "computational_thinking",
  level: "foundation",
  term: "term1",
  description: "  Short notes for quiz 1.  ",
  link: "https://drive.example/file",
  authorName: "Asha",
  email: "Asha@Example.com",
  consent: "on",
};

function post(fields: Record<string, string>, file?: File) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set("file", file);
  return new Request("http://localhost/resources/submit", { method: "POST", body });
}

describeWithDatabase("submit resource action", (getDb) => {
  const run = (request: Request) =>
    action({
      request,
      params: {},
      context: { db: getDb(), logger } as unknown as AppLoadContext,
    } as Parameters<typeof action>[0]);

  it("refuses missing required fields with 400 and the field errors, storing nothing", async () => {
    const result = (await run(post({ link: "not a url" }))) as {
      init: ResponseInit;
      data: { result: { error: Record<string, string[]> } };
    };
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.result.error).sort()).toEqual(
      [
        "authorName",
        "consent",
        "description",
        "email",
        "level",
        "link",
        "resourceType",
        "subject",
        "term",
        "title",
      ].sort(),
    );
    expect(await getDb().select().from(submissions)).toHaveLength(0);
  });

  it("stores a valid submission with trimmed text and a lower-cased email", async () => {
    const result = (await run(post(valid))) as { received: boolean };
    expect(result.received).toBe(true);
    const rows = await getDb().select().from(submissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: "Week 1–4 summary",
      description: "Short notes for quiz 1.",
      email: "asha@example.com",
      subject: "computational_thinking",
      linkUrl: "https://drive.example/file",
      status: "pending",
    });
  });

  it("refuses a file for now, with a clear message and nothing stored", async () => {
    const file = new File(["%PDF-1.7"], "notes.pdf", { type: "application/pdf" });
    const result = (await run(post(valid, file))) as {
      init: ResponseInit;
      data: { result: { error: Record<string, string[]> } };
    };
    expect(result.init.status).toBe(422);
    expect(result.data.result.error.file?.[0]).toMatch(/paste its link/);
    expect(await getDb().select().from(submissions)).toHaveLength(0);
  });
});
