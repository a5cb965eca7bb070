import { DrizzleQueryError } from "drizzle-orm";
import { isRouteErrorResponse, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import { DATABASE_UNAVAILABLE_MESSAGE, withDatabaseOutageAs503 } from "./database-outage";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  code: "ECONNREFUSED",
});

function buildWith(loader: () => unknown, action?: () => unknown): ServerBuild {
  return {
    routes: {
      page: { id: "page", path: "page", module: { default: () => null, loader, action } },
    },
  } as unknown as ServerBuild;
}

const args = {
  request: new Request("http://x/page"),
  params: {},
  context: { logger: logger.child({ level: "silent" }) },
} as never;

async function thrown(fn: () => unknown) {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("withDatabaseOutageAs503", () => {
  it("turns a loader's or an action's database outage into a 503 error response", async () => {
    const failing = () => Promise.reject(new DrizzleQueryError("select 1", [], refused));
    const build = withDatabaseOutageAs503(buildWith(failing, failing));
    const module = build.routes.page!.module;
    for (const handler of [module.loader!, module.action!]) {
      const error = (await thrown(() => handler(args))) as {
        type: string;
        data: unknown;
        init: ResponseInit;
      };
      expect(error.data).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(error.init.status).toBe(503);
      expect(new Headers(error.init.headers).get("Retry-After")).toBe("30");
    }
  });

  it("passes results, other errors and thrown responses through unchanged", async () => {
    const bug = new Error("a bug");
    const notFound = new Response(null, { status: 404 });
    const cases = [() => "data", () => Promise.reject(bug), () => Promise.reject(notFound)];
    const [ok, failing, missing] = cases.map(
      (loader) => withDatabaseOutageAs503(buildWith(loader)).routes.page!.module.loader!,
    );
    expect(await ok!(args)).toBe("data");
    expect(await thrown(() => failing!(args))).toBe(bug);
    const response = await thrown(() => missing!(args));
    expect(response).toBe(notFound);
    expect(isRouteErrorResponse(response)).toBe(false);
  });

  it("wraps a build once", () => {
    const build = buildWith(() => null);
    expect(withDatabaseOutageAs503(build)).toBe(withDatabaseOutageAs503(build));
  });
});
