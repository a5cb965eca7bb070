import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { testContext } from "~tests/setup/context";
import { loader } from "./not-found";

describe("not-found route", () => {
  it("logs the unknown path and throws a 404 response", async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const request = new Request("http://localhost/no/such/page?x=1");
    let thrown: unknown;
    try {
      loader({
        request,
        params: {},
        context: testContext({ logger }),
      } as Parameters<typeof loader>[0]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ path: "/no/such/page", msg: "not found" }),
    ]);
  });
});
