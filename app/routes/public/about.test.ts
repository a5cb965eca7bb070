import { count } from "drizzle-orm";
import { pino } from "pino";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { contactMessages } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { createTestDatabase, describeWithDatabase } from "~tests/setup/database";
import { action } from "./about";

interface ActionResult {
  data: {
    result: { status?: string; error?: Record<string, string[]>; initialValue?: unknown };
    sent: boolean;
  };
  init: ResponseInit | null;
}

async function post(db: Database, fields: Record<string, string>) {
  const request = new Request("http://localhost/about", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = testContext({ db, logger: pino({ level: "silent" }) });
  const result = await action({ request, params: {}, context } as Parameters<typeof action>[0]);
  // A success returns the plain object (status 200); failures are wrapped by data().
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: result.init?.status ?? 200, body: result.data as ActionResult["data"] };
  }
  return { status: 200, body: result as ActionResult["data"] };
}

const valid = {
  name: "  Asha Verma ",
  email: " asha@example.com ",
  subject: " Notes for week 4 ",
  message: "\nCould you add the week 4 statistics notes?  ",
};

describeWithDatabase("about page Get in Touch action", (getDb) => {
  it("refuses invalid input with 400, the field errors and the typed values, and stores nothing", async () => {
    const db = getDb();
    const { status, body } = await post(db, {
      name: "Asha",
      email: "not-an-email",
      subject: "",
      message: "",
    });
    expect(status).toBe(400);
    expect(body.sent).toBe(false);
    expect(body.result.error).toEqual({
      email: ["Please enter a valid email address."],
      subject: ["Please enter a subject."],
      message: ["Please enter a message."],
    });
    // Sent back so the form re-renders with what was typed (no JavaScript).
    expect(body.result.initialValue).toMatchObject({ name: "Asha", email: "not-an-email" });
    const [{ n } = { n: -1 }] = await db.select({ n: count() }).from(contactMessages);
    expect(n).toBe(0);
  });

  it("refuses an empty form with an error for every field", async () => {
    const db = getDb();
    const { status, body } = await post(db, {});
    expect(status).toBe(400);
    expect(Object.keys(body.result.error ?? {}).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
    const [{ n } = { n: -1 }] = await db.select({ n: count() }).from(contactMessages);
    expect(n).toBe(0);
  });

  it("stores one message with trimmed values and clears the form", async () => {
    const db = getDb();
    const { status, body } = await post(db, valid);
    expect(status).toBe(200);
    expect(body.sent).toBe(true);
    expect(body.result.initialValue).toBeNull(); // resetForm: the form comes back empty
    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.com",
      subject: "Notes for week 4",
      message: "Could you add the week 4 statistics notes?",
      status: "new",
      readAt: null,
    });
  });
});

it("keeps the typed values and answers 500 with a message when the database fails", async () => {
  const handle = await createTestDatabase("pglite");
  await handle.close(); // every query now fails
  const { status, body } = await post(handle.db, valid);
  expect(status).toBe(500);
  expect(body.sent).toBe(false);
  expect(body.result.error?.[""]).toEqual([
    "Sorry, your message could not be sent just now. Please try again in a few minutes.",
  ]);
  expect(body.result.initialValue).toMatchObject({ name: valid.name, email: valid.email });
});
