import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testContext } from "~tests/setup/context";
import { loader as healthz } from "./healthz";
import { loader as readyz } from "./readyz";

function contextWith(ping: () => Promise<void>) {
  return testContext({ database: { driver: "pglite", ping } });
}
const args = (context: AppLoadContext) =>
  ({ request: new Request("http://x/readyz"), params: {}, context }) as Parameters<
    typeof readyz
  >[0];

describe("health endpoints", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("/healthz answers 200 while the process is up", async () => {
    vi.stubEnv("SUPERVISOR_RESTARTS", undefined);
    const response = healthz();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe("ok\n");
  });

  it("/healthz adds the supervisor's restart count when it runs under the supervisor", async () => {
    vi.stubEnv("SUPERVISOR_RESTARTS", "3");
    const response = healthz();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok\nrestarts: 3\n");
  });

  it("/readyz answers 200 when the database answers", async () => {
    const response = await readyz(args(contextWith(async () => {})));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ready\n");
  });

  it("/readyz answers 503 when the database fails", async () => {
    const response = await readyz(
      args(contextWith(() => Promise.reject(new Error("connection refused")))),
    );
    expect(response.status).toBe(503);
  });
});
