// Starts the site: `node server.js` (development, Vite middleware and hot reload) or with
// NODE_ENV=production (the built app in build/). Start-up problems print one sentence and exit 1.
import http from "node:http";
import { fileURLToPath } from "node:url";
import express from "express";

const production = process.env.NODE_ENV === "production";
const port = Number.parseInt(process.env.PORT || "3000", 10);
const host = process.env.HOST || "0.0.0.0";

try {
  if (typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
} catch {
  // no .env file: the environment alone configures the server
}

/** @typedef {{ app: import("express").Express, boot: () => Promise<unknown>, shutdown: () => Promise<void>, admitRequest?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, go: () => void) => void, answerFromCache?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean, takeStartupNotice?: (origin: string) => string | undefined, warmPageCache?: (port: number) => Promise<number>, createDatabaseInChild?: (args: string[]) => Promise<void>, prepareDatabase?: () => Promise<void> }} Entry */
/** @type {Entry} */
let entry;
const buildEntry = "./build/server/index.js";
const server = express();
server.disable("x-powered-by");

if (production) {
  entry = await import(buildEntry).catch((error) => {
    console.error(
      error?.code === "ERR_MODULE_NOT_FOUND"
        ? "The app is not built yet: run `npm run build` first (or use `npm start`)."
        : error,
    );
    process.exit(1);
  });
  server.use(entry.app);
} else {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  entry = /** @type {Entry} */ (await viteDevServer.ssrLoadModule("./server/app.ts"));
  server.use(async (req, res, next) => {
    try {
      const fresh = await viteDevServer.ssrLoadModule("./server/app.ts");
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

try {
  if (production && process.env.PREPARE_DATABASE_ONLY === "1") {
    // The child of createDatabaseInChild (server/boot.ts): create the database, then exit.
    await entry.prepareDatabase?.();
    process.exit(0);
  }
  if (production) {
    await entry.createDatabaseInChild?.([...process.execArgv, fileURLToPath(import.meta.url)]);
  }
  await entry.boot();
} catch (error) {
  // A child that created the database has already said what went wrong (server/boot.ts).
  if (!(error instanceof Error && "reported" in error && error.reported)) {
    console.error(error instanceof Error && error.name === "StartupError" ? error.message : error);
  }
  process.exit(1);
}

// In production a page-cache hit is answered before Express (server/app.ts: answerFromCache),
// and any other request waits for its client's turn or is refused there (admitRequest).
const answerFromCache = production ? entry.answerFromCache : undefined;
const admitRequest = production ? entry.admitRequest : undefined;
const listener = http
  .createServer(
    answerFromCache && admitRequest
      ? (req, res) => {
          if (!answerFromCache(req, res)) admitRequest(req, res, () => server(req, res));
        }
      : server,
  )
  .listen(port, host, () => {
    const address = listener.address();
    const actual = typeof address === "object" && address ? address.port : port;
    console.log(`Server listening on http://localhost:${actual}`);
    // The pages that show only the settings are rendered now, not for their first reader.
    if (production) void entry.warmPageCache?.(actual);
    // Last: the demo admin's one-time password, when this start made one.
    const notice = entry.takeStartupNotice?.(`http://localhost:${actual}`);
    if (notice) console.log(`\n${notice}\n`);
  });
// Slow clients are let go (DESIGN.md D12): headers must arrive within 20 s, a whole request
// within 5 minutes (a 50 MB upload on a slow phone line), and a connection that sends nothing
// for 30 s is closed, so a trickled body cannot hold the server's sockets.
listener.headersTimeout = 20_000;
listener.requestTimeout = 300_000;
listener.timeout = 30_000;
listener.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${port} is already in use: stop the other server or set PORT to a free port.`
      : `Could not start the server: ${error.message}`,
  );
  process.exit(1);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  listener.close();
  listener.closeAllConnections?.();
  await entry.shutdown().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
