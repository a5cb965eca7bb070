// While the database is down, every loader and action that needs it throws a driver error, which
// React Router would render as a generic 500. Wrapping each route's loader and action once turns
// exactly those errors into a 503 error response: the error screen then says the site is
// temporarily unavailable, and clients and load balancers see a status that means "retry".
// Loaders keep handling their own errors first (the newsletter form answers its own 503).
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type ServerBuild,
} from "react-router";
import { isDatabaseUnavailable } from "../app/lib/db.server";
import { logger } from "../app/lib/logger.server";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The site's database is not answering right now. Please try again in a minute.";

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

function guard(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const log = (args.context as { logger?: typeof logger }).logger ?? logger;
      log.warn({ err: error, url: args.request.url }, "database unavailable");
      throw data(DATABASE_UNAVAILABLE_MESSAGE, {
        status: 503,
        statusText: "Service Unavailable",
        headers: { "Retry-After": "30" },
      });
    }
  };
}

const guarded = new WeakMap<ServerBuild, ServerBuild>();

/** The same build with every route's loader and action answering 503 while the database is down. */
export function withDatabaseOutageAs503(build: ServerBuild): ServerBuild {
  let result = guarded.get(build);
  if (!result) {
    const routes: ServerBuild["routes"] = {};
    for (const [id, route] of Object.entries(build.routes)) {
      if (!route) continue;
      const { loader, action } = route.module;
      routes[id] = {
        ...route,
        module: {
          ...route.module,
          ...(loader ? { loader: guard(loader as Handler) } : {}),
          ...(action ? { action: guard(action as Handler) } : {}),
        },
      };
    }
    result = { ...build, routes };
    guarded.set(build, result);
  }
  return result;
}
