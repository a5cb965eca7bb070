import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  intentsWithListButtons,
  readIntent,
  UNKNOWN_ACTION,
  useSubmittingIntent,
} from "./admin-action";
import { loadOrEmpty, readAdminForm, withUploadDiscard } from "./admin-action.server";
import { MESSAGES } from "./request-bounds";
import { errorToast } from "./toast";

const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete"), id: z.string().default("") }),
]);

const form = (fields: [string, string][]) => {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
};

describe("readIntent", () => {
  it("gives the parsed intent and the fields its branch names", () => {
    const read = readIntent(
      form([
        ["intent", "delete"],
        ["id", "a"],
        ["id", "b"],
        ["title", "x"],
      ]),
      IntentSchema,
    );
    // The first value of a field counts, as FormData.get reads it; other fields are dropped.
    expect(read).toEqual({ ok: true, intent: { intent: "delete", id: "a" } });
  });

  it.each([[[]], [[["intent", "publish"]]], [[["intent", ""]]]] as [string, string][][][])(
    "answers 400 Unknown action to %j, with the route's other fields",
    (fields) => {
      const read = readIntent(form(fields), IntentSchema, { result: undefined });
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.reply.init?.status).toBe(400);
      expect(read.reply.data).toEqual({
        result: undefined,
        toast: errorToast(UNKNOWN_ACTION),
      });
    },
  );
});

describe("readAdminForm", () => {
  const post = (body: BodyInit, type: string) =>
    new Request("http://localhost/admin/x", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });

  it("gives the form and its intent", async () => {
    const read = await readAdminForm(
      post("intent=delete&id=a", "application/x-www-form-urlencoded"),
      IntentSchema,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.intent).toEqual({ intent: "delete", id: "a" });
    expect(read.formData.get("id")).toBe("a");
  });

  it("answers an unknown intent with 400 Unknown action", async () => {
    const read = await readAdminForm(
      post("intent=publish", "application/x-www-form-urlencoded"),
      IntentSchema,
      { result: undefined },
    );
    expect(read.ok || read.reply.init?.status).toBe(400);
    expect(read.ok || read.reply.data).toEqual({
      result: undefined,
      toast: errorToast(UNKNOWN_ACTION),
    });
  });

  it.each([
    [
      "a body over 2 MB",
      `a=${"x".repeat(3 * 1024 * 1024)}`,
      "application/x-www-form-urlencoded",
      413,
    ],
    ["a JSON body", '{"intent":"save"}', "application/json", 415],
  ])(
    "answers %s with its 4xx and the refusal's sentence as the toast",
    async (_, body, type, status) => {
      const read = await readAdminForm(post(body, type), IntentSchema, { result: undefined });
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.reply.init?.status).toBe(status);
      expect(read.reply.data.result).toBeUndefined();
      expect(read.reply.data.toast).toEqual({
        ...errorToast(""),
        description:
          status === 413
            ? expect.stringMatching(/^This form is larger than the/)
            : MESSAGES.wrongType,
      });
    },
  );
});

describe("intentsWithListButtons", () => {
  const schema = intentsWithListButtons(["save", "delete"]);

  it("reads a button's intent, and a Conform list button as a save", () => {
    expect(schema.parse({ intent: "delete" })).toEqual({ intent: "delete" });
    expect(
      schema.parse({ __intent__: '{"type":"remove","payload":{"name":"options","index":1}}' }),
    ).toEqual({
      intent: "save",
    });
    expect(schema.safeParse({ intent: "publish" }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});

describe("withUploadDiscard", () => {
  const storage = () => ({ delete: vi.fn(async () => {}) });

  it("keeps the upload the body kept", async () => {
    const s = storage();
    const out = await withUploadDiscard(s, { key: "k" }, async (keep) => {
      keep();
      return "saved";
    });
    expect(out).toBe("saved");
    expect(s.delete).not.toHaveBeenCalled();
  });

  it("deletes the upload when the body returns without keeping it", async () => {
    const s = storage();
    expect(await withUploadDiscard(s, { key: "k" }, async () => "refused")).toBe("refused");
    expect(s.delete).toHaveBeenCalledWith("k");
  });

  it("deletes the upload when the body throws, and rethrows", async () => {
    const s = storage();
    await expect(
      withUploadDiscard(s, { key: "k" }, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(s.delete).toHaveBeenCalledWith("k");
  });

  it("does nothing without an upload, and a failed delete does not hide the answer", async () => {
    const s = storage();
    await withUploadDiscard(s, null, async () => "x");
    expect(s.delete).not.toHaveBeenCalled();
    const failing = { delete: vi.fn(async () => Promise.reject(new Error("gone"))) };
    expect(await withUploadDiscard(failing, { key: "k" }, async () => "x")).toBe("x");
  });
});

describe("loadOrEmpty", () => {
  const logger = () =>
    ({ error: vi.fn() }) as unknown as Parameters<typeof loadOrEmpty>[2]["logger"];

  it("gives the loaded data with no error", async () => {
    const out = await loadOrEmpty(
      async () => ({ rows: [1] }),
      { rows: [] },
      {
        logger: logger(),
        message: "Failed to load",
        log: "list failed",
      },
    );
    expect(out).toEqual({ rows: [1], toast: null });
  });

  it("gives the empty list and the error toast, and logs the error", async () => {
    const log = logger();
    const error = new Error("db down");
    const out = await loadOrEmpty(
      async () => {
        throw error;
      },
      { rows: [] },
      { logger: log, message: "Failed to load", log: "list failed", context: { kind: "note" } },
    );
    expect(out).toEqual({ rows: [], toast: errorToast("Failed to load") });
    expect(log.error).toHaveBeenCalledWith({ err: error, kind: "note" }, "list failed");
  });
});

describe("useSubmittingIntent", () => {
  it("is false while nothing is being submitted", () => {
    function Probe() {
      return <p>{String(useSubmittingIntent("save"))}</p>;
    }
    const Stub = createRoutesStub([{ path: "/", Component: Probe }]);
    expect(renderToString(<Stub initialEntries={["/"]} />)).toContain("false");
  });
});
