// The whole React Router app as one request handler for integration tests: routing, loaders,
// actions, error boundaries and the streamed HTML render, with the route table taken from
// app/routes.ts and a context the test chooses (its own database, storage and mailer).
// What server/app.ts adds around it (helmet headers, the cross-origin check, compression) is
// tested against the production server in tests/e2e/security-*.spec.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type AppLoadContext,
  createRequestHandler,
  type ServerBuild,
  type ServerEntryModule,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import * as entry from "~/entry.server";
import type { MailWorker } from "~/features/mail-queue/worker.server";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { createLocalStorage } from "~/lib/storage.server";
import * as root from "~/root";
import routeConfig from "~/routes";
import { testContext } from "./context";

interface RouteConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  file: string;
  children?: RouteConfigEntry[];
}

export interface AppRoute {
  /** The route id, as the React Router build names it (`id` option, else the file without extension). */
  id: string;
  parentId: string;
  /** The full URL pattern without the leading slash ("" for the index, "admin/*"). */
  pattern: string;
  file: string;
  index: boolean;
  /** A layout route: no path of its own. */
  layout: boolean;
}

/** Every route of app/routes.ts, flattened, with its full path pattern. */
export function listAppRoutes(): AppRoute[] {
  const out: AppRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parentId: string, parentPattern: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^/.]+$/, "");
      const pattern = [parentPattern, entry.path].filter(Boolean).join("/");
      out.push({
        id,
        parentId,
        pattern,
        file: entry.file,
        index: Boolean(entry.index),
        layout: entry.path === undefined && !entry.index,
      });
      walk(entry.children ?? [], id, pattern);
    }
  };
  walk(routeConfig as RouteConfigEntry[], "root", "");
  return out;
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/**
 * The route module as the Vite plugin compiles it: the default export, error boundary and
 * hydrate fallback receive `loaderData`, `params` and the rest as props.
 */
function asCompiled(source: Record<string, unknown>): RouteModule {
  const module: Record<string, unknown> = { ...source };
  const wrap = <T extends (component: never) => unknown>(wrapper: T, name: string) => {
    if (typeof source[name] === "function") module[name] = wrapper(source[name] as never);
  };
  wrap(UNSAFE_withComponentProps, "default");
  wrap(UNSAFE_withErrorBoundaryProps, "ErrorBoundary");
  wrap(UNSAFE_withHydrateFallbackProps, "HydrateFallback");
  return module as unknown as RouteModule;
}

async function importRouteModule(file: string): Promise<RouteModule> {
  return asCompiled(
    (await import(/* @vite-ignore */ `../../app/${file}`)) as Record<string, unknown>,
  );
}

/** A server build like the one the React Router Vite plugin generates, from the source modules. */
export async function createTestBuild(): Promise<ServerBuild> {
  const rootModule = asCompiled(root);
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: rootModule },
  };
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  const describe = (id: string, parentId: string | undefined, module: RouteModule) => ({
    id,
    parentId,
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
    module: `/test-assets/${id}.js`,
    imports: [],
    css: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  assetRoutes.root = { ...describe("root", undefined, rootModule), path: "" };
  for (const route of listAppRoutes()) {
    const module = await importRouteModule(route.file);
    const config = findConfig(route.id);
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: config.path,
      index: config.index,
      caseSensitive: config.caseSensitive,
      module,
    };
    assetRoutes[route.id] = {
      ...describe(route.id, route.parentId, module),
      path: config.path,
      index: config.index,
    };
  }
  return {
    entry: { module: entry as unknown as ServerEntryModule },
    routes,
    assets: {
      entry: { module: "/test-assets/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/test-assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_middleware: false,
      v8_passThroughRequests: false,
      v8_trailingSlashAwareDataRequests: true,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

function findConfig(id: string): RouteConfigEntry {
  const search = (entries: RouteConfigEntry[]): RouteConfigEntry | undefined => {
    for (const entry of entries) {
      if ((entry.id ?? entry.file.replace(/\.[^/.]+$/, "")) === id) return entry;
      const found = search(entry.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const found = search(routeConfig as RouteConfigEntry[]);
  if (!found) throw new Error(`route ${id} not in app/routes.ts`);
  return found;
}

export interface TestApp {
  /** Sends a request to the app; `path` is relative to http://localhost. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** What loaders and actions get, for tests that call one directly. */
  context: AppLoadContext;
  /** The upload folder of this app (removed by `close`). */
  uploadsDir: string;
  close(): void;
}

export const TEST_ORIGIN = "http://localhost";

/**
 * The app against `db`. Per-address limits are raised (every request comes from one address);
 * pass `env` to change them.
 */
export async function createTestApp(
  db: Database,
  options: {
    mailWorker?: Pick<MailWorker, "kick">;
    env?: Partial<Env>;
    clientIp?: string;
  } = {},
): Promise<TestApp> {
  const build = await createTestBuild();
  const handler = createRequestHandler(build, "production");
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "security-uploads-"));
  const context = testContext({
    db,
    env: {
      SUBMISSIONS_PER_HOUR: 1_000_000,
      CONTACT_MESSAGES_PER_10_MIN: 1_000_000,
      NEWSLETTER_SIGNUPS_PER_HOUR: 1_000_000,
      MOCK_STARTS_PER_HOUR: 1_000_000,
      ...options.env,
    },
    // The queue is sent by the test itself (tests/setup/mail-worker.ts: drain()).
    mailWorker: options.mailWorker ?? { kick() {} },
    storage: createLocalStorage(uploadsDir),
    clientIp: options.clientIp ?? "10.9.9.9",
  });
  return {
    context,
    uploadsDir,
    fetch: (urlPath, init) => handler(new Request(new URL(urlPath, TEST_ORIGIN), init), context),
    close: () => fs.rmSync(uploadsDir, { recursive: true, force: true }),
  };
}
