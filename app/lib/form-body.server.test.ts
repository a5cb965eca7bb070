import { describe, expect, it } from "vitest";
import { describeRefusal, formBytesInFlight, readForm } from "./form-body.server";
import {
  ADMIN_FORM,
  FORM_BYTES_IN_FLIGHT,
  isAcceptableFieldName,
  isAcceptableIntent,
  MESSAGES,
  PUBLIC_FORM,
} from "./request-bounds";

const URLENCODED = "application/x-www-form-urlencoded";

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/form", {
    method: "POST",
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** The refusal `readForm` throws, as status and sentence. */
async function refusalOf(reading: Promise<unknown>) {
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const refused = await describeRefusal(error);
  if (!refused) throw new Error(`expected a refusal, got ${String(error)}`);
  return refused;
}

/** A body streamed in chunks, without a Content-Length. */
function streamed(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      controller.enqueue(new TextEncoder().encode(`a=${"x".repeat(chunkBytes - 2)}`));
    },
  });
}

describe("field names", () => {
  it("accepts the names the site's forms use", () => {
    for (const name of ["email", "redirectTo", "js", "__intent__", "cf-token"]) {
      expect(isAcceptableFieldName(name, PUBLIC_FORM)).toBe(true);
    }
    for (const name of ["courses[59].title", "sections[2].cards[3].url", "addressLines[7]"]) {
      expect(isAcceptableFieldName(name, ADMIN_FORM)).toBe(true);
    }
  });

  it("refuses list indexes and nesting the form cannot hold", () => {
    expect(isAcceptableFieldName("x[99999999]", PUBLIC_FORM)).toBe(false);
    expect(isAcceptableFieldName("x[1]", PUBLIC_FORM)).toBe(false);
    expect(isAcceptableFieldName("a.b", PUBLIC_FORM)).toBe(false);
    expect(isAcceptableFieldName("courses[9999].title", ADMIN_FORM)).toBe(false);
    expect(isAcceptableFieldName("courses[100]", ADMIN_FORM)).toBe(false);
    expect(isAcceptableFieldName("a.b.c.d.e.f.g", ADMIN_FORM)).toBe(false);
    expect(isAcceptableFieldName("a[1][2][3][4][5][6]", ADMIN_FORM)).toBe(false);
  });

  it("refuses names that are not paths, too long, or reach a prototype", () => {
    for (const name of [
      "",
      "a".repeat(201),
      "a[",
      "a]",
      "a..b",
      "1abc",
      "a[-1]",
      "a[1e3]",
      "a b",
      "__proto__",
      "x.__proto__.polluted",
      "x.constructor.prototype",
    ]) {
      expect(isAcceptableFieldName(name, ADMIN_FORM), name).toBe(false);
    }
  });

  it("holds a list button's intent to the same bounds", () => {
    const intent = (payload: object) => JSON.stringify({ type: "insert", payload });
    expect(isAcceptableIntent(intent({ name: "courses", index: 3 }), ADMIN_FORM)).toBe(true);
    expect(isAcceptableIntent(intent({ name: "courses", index: 99999999 }), ADMIN_FORM)).toBe(
      false,
    );
    expect(isAcceptableIntent(intent({ name: "x[99999999]" }), ADMIN_FORM)).toBe(false);
    expect(isAcceptableIntent(intent({ name: "items", from: 0, to: 1e9 }), ADMIN_FORM)).toBe(false);
    expect(isAcceptableIntent("not json", ADMIN_FORM)).toBe(true);
  });
});

describe("readForm", () => {
  it("reads a URL-encoded form", async () => {
    const form = await readForm(post("email=a%40b.c&js=1", { "Content-Type": URLENCODED }));
    expect(form.get("email")).toBe("a@b.c");
    expect(form.get("js")).toBe("1");
  });

  it("reads a multipart form without files", async () => {
    const body = new FormData();
    body.set("email", "a@b.c");
    const form = await readForm(post(body));
    expect(form.get("email")).toBe("a@b.c");
  });

  it("reads an empty post without a body type as an empty form", async () => {
    const form = await readForm(post(null));
    expect([...form.keys()]).toEqual([]);
  });

  it("refuses bodies that are not forms with 415", async () => {
    for (const [body, type] of [
      ['{"email":"a@b.c"}', "application/json"],
      ["email=a@b.c", "text/plain"],
      ["<x/>", "application/xml"],
    ] as const) {
      expect(await refusalOf(readForm(post(body, { "Content-Type": type })))).toEqual({
        status: 415,
        message: MESSAGES.wrongType,
      });
    }
    expect((await refusalOf(readForm(post("x=1", { "Content-Length": "3" })))).status).toBe(415);
  });

  it("refuses a huge list index with 400 before anything reads it into an object", async () => {
    const refused = await refusalOf(
      readForm(post("x[99999999]=1", { "Content-Type": URLENCODED })),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(MESSAGES.badFieldName("x[99999999]"));
  });

  it("refuses a declared length over the bounds with 413 before reading", async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const refused = await refusalOf(
      readForm(
        post(body, { "Content-Type": URLENCODED, "Content-Length": String(200 * 1024) }),
        PUBLIC_FORM,
      ),
    );
    expect(refused).toEqual({ status: 413, message: MESSAGES.tooLarge(PUBLIC_FORM.maxBytes) });
    // Request may pull once to fill its queue; the reader itself never asked for the body.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a body without Content-Length at the bounds (413)", async () => {
    let read = 0;
    const body = streamed(10_000, 1024);
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    const refused = await refusalOf(
      readForm(post(counted, { "Content-Type": URLENCODED }), PUBLIC_FORM),
    );
    expect(refused.status).toBe(413);
    expect(read).toBeLessThan(PUBLIC_FORM.maxBytes + 64 * 1024);
    expect(formBytesInFlight()).toBe(0);
  });

  it("refuses too many fields", async () => {
    const body = Array.from({ length: PUBLIC_FORM.maxFields + 1 }, (_, i) => `f${i}=1`).join("&");
    const refused = await refusalOf(readForm(post(body, { "Content-Type": URLENCODED })));
    expect(refused).toEqual({
      status: 400,
      message: MESSAGES.tooManyFields(PUBLIC_FORM.maxFields),
    });
  });

  it("refuses malformed multipart and multipart without a boundary with 400", async () => {
    const broken = post("--zz\r\nbroken", { "Content-Type": "multipart/form-data; boundary=zz" });
    expect(await refusalOf(readForm(broken))).toEqual({ status: 400, message: MESSAGES.malformed });
    const unbounded = post("x", { "Content-Type": "multipart/form-data" });
    expect((await refusalOf(readForm(unbounded))).status).toBe(400);
  });

  it("refuses a file sent to a form that takes none", async () => {
    const body = new FormData();
    body.set("email", "a@b.c");
    body.set("file", new Blob(["%PDF-1.4"]), "x.pdf");
    expect(await refusalOf(readForm(post(body)))).toEqual({
      status: 400,
      message: MESSAGES.noFiles,
    });
  });

  it("refuses a multipart field name outside the bounds", async () => {
    const body = new FormData();
    body.set("x[99999999]", "1");
    expect((await refusalOf(readForm(post(body)))).status).toBe(400);
  });

  it("answers 503 while the process's budget for bodies in flight is spent", async () => {
    // Hold most of the budget with bodies that never finish.
    const pending: ReadableStreamDefaultController<Uint8Array>[] = [];
    const held: Promise<unknown>[] = [];
    const each = ADMIN_FORM.maxBytes;
    for (let i = 0; i < FORM_BYTES_IN_FLIGHT / each; i++) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          pending.push(controller);
        },
      });
      held.push(
        readForm(
          post(body, { "Content-Type": URLENCODED, "Content-Length": String(each) }),
          ADMIN_FORM,
        ).catch((error: unknown) => error),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(formBytesInFlight()).toBe(FORM_BYTES_IN_FLIGHT);
    const refused = await refusalOf(
      readForm(post("a=1", { "Content-Type": URLENCODED, "Content-Length": "3" })),
    );
    expect(refused).toEqual({ status: 503, message: MESSAGES.busy });
    for (const controller of pending) controller.error(new Error("client went away"));
    await Promise.all(held);
    expect(formBytesInFlight()).toBe(0);
  });
});
