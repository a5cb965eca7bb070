// Durability: writers subscribe to the newsletter and add resources through the HTTP API while
// the server is killed with SIGKILL at a random moment. After every kill the server is started
// again on the same data (taking over the dead process's lock, for the embedded database), and
// every write it had acknowledged (2xx/3xx) must be visible through the app again. At the end
// the database is also read directly.
import crypto from "node:crypto";
import path from "node:path";
import { like } from "drizzle-orm";
import { newsletterSubscriptions, resources } from "~db/schema";
import { openDatabase } from "../../app/lib/db.server";
import { type AppServer, startAppServer } from "./app-server";
import { type HttpResponse, postForm, request, signInAdmin, sleep } from "./http";

export interface DurabilityOptions {
  driver: "pglite" | "pg";
  kills: number;
  /** For "pg": an empty database. */
  databaseUrl?: string;
  workDir: string;
  log: (line: string) => void;
}

export interface DurabilityResult {
  driver: "pglite" | "pg";
  kills: number;
  /** Kills after which the server came back and showed every acknowledged write. */
  survived: number;
  acknowledged: { subscriptions: number; resources: number };
  /** Acknowledged writes missing after a restart (must be 0). */
  lost: number;
  /** Requests cut off by a kill: never acknowledged, so either outcome is correct. */
  cutOff: number;
  /** Writes refused with an error status while the server was up (must be 0). */
  refused: number;
  restartMs: number[];
  failures: string[];
}

const SUBSCRIBERS = 4;
const RESOURCE_WRITERS = 2;

export async function runDurability(options: DurabilityOptions): Promise<DurabilityResult> {
  const { driver, kills, log } = options;
  const prefix = `dur${crypto.randomBytes(4).toString("hex")}`;
  const admin = {
    email: "faults-admin@example.com",
    password: crypto.randomBytes(18).toString("base64url"),
  };
  const dataDir = path.join(options.workDir, `durability-${driver}`);
  const logFile = path.join(options.workDir, `durability-${driver}.log`);
  const start = () =>
    startAppServer({
      dataDir,
      databaseUrl: options.databaseUrl,
      logFile,
      env: {
        SEED_ON_EMPTY: "false",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        // The writers' sign-ups all come from this one address: lift the per-address limit.
        NEWSLETTER_SIGNUPS_PER_HOUR: "100000000",
      },
    });

  const acked = { subscriptions: new Set<string>(), resources: new Set<string>() };
  const result: DurabilityResult = {
    driver,
    kills,
    survived: 0,
    acknowledged: { subscriptions: 0, resources: 0 },
    lost: 0,
    cutOff: 0,
    refused: 0,
    restartMs: [],
    failures: [],
  };
  const lostKeys = new Set<string>();
  let counter = 0;

  let server: AppServer = await start();
  log(`server up in ${Math.round(server.readyMs)} ms (${driver}, fresh database)`);
  try {
    for (let cycle = 1; cycle <= kills; cycle++) {
      const cookie = await signInAdmin(server.baseURL, admin.email, admin.password);
      const base = server.baseURL;
      let stopped = false;
      let cycleAcks = 0;
      const write = async (kind: "subscriptions" | "resources") => {
        while (!stopped) {
          const n = ++counter;
          const key = kind === "subscriptions" ? `${prefix}-s${n}@example.com` : `${prefix}-r${n}`;
          let response: HttpResponse;
          try {
            response =
              kind === "subscriptions"
                ? await postForm(base, "/newsletter", { email: key, variant: "home", js: "1" })
                : await postForm(base, "/admin/resources", resourceFields(key), {
                    headers: { Cookie: cookie },
                  });
          } catch {
            result.cutOff++; // the kill cut this request off: not acknowledged
            return;
          }
          const ok =
            kind === "subscriptions"
              ? response.status === 200 && response.body.includes('"subscribed"')
              : response.status >= 300 &&
                response.status < 400 &&
                String(response.headers.location).startsWith("/admin/resources");
          if (ok) {
            acked[kind].add(key);
            cycleAcks++;
          } else {
            result.refused++;
            result.failures.push(`write refused: ${kind} HTTP ${response.status}`);
          }
        }
      };
      const writers = [
        ...Array.from({ length: SUBSCRIBERS }, () => write("subscriptions")),
        ...Array.from({ length: RESOURCE_WRITERS }, () => write("resources")),
      ];
      const killAfter = 300 + Math.floor(Math.random() * 2_700);
      await sleep(killAfter);
      await server.kill9();
      stopped = true;
      await Promise.all(writers);
      log(`kill -9 #${cycle} after ${killAfter} ms of writes: ${cycleAcks} writes acknowledged`);

      server = await start();
      result.restartMs.push(server.readyMs);
      const missing = await missingThroughApp(server.baseURL, admin, prefix, acked);
      for (const key of missing) lostKeys.add(key);
      if (missing.length > 0) {
        result.failures.push(
          `after kill #${cycle}: ${missing.length} acknowledged writes missing, e.g. ${missing.slice(0, 3).join(", ")}`,
        );
        log(
          `restarted in ${Math.round(server.readyMs)} ms: ${missing.length} acknowledged writes MISSING`,
        );
      } else {
        result.survived++;
        log(
          `restarted in ${Math.round(server.readyMs)} ms: all ${acked.subscriptions.size + acked.resources.size} acknowledged writes present`,
        );
      }
    }
  } finally {
    await server.stop();
  }

  // The same check straight from the database, after a clean stop.
  const missing = await missingInDatabase(options.databaseUrl, dataDir, prefix, acked);
  for (const key of missing) lostKeys.add(key);
  if (missing.length > 0) {
    result.failures.push(`in the database: ${missing.length} acknowledged writes missing`);
  }
  log(`database read directly: ${missing.length} acknowledged writes missing`);
  result.lost = lostKeys.size;
  result.acknowledged = {
    subscriptions: acked.subscriptions.size,
    resources: acked.resources.size,
  };
  return result;
}

export function resourceFields(title: string) {
  return {
    intent: "save",
    title,
    category: "academic",
    level: "foundation",
    subject: "mathematics",
    resourceType: "notes",
    description: "Written by the durability test.",
    linkUrl: `https://example.com/${title}`,
  };
}

export type Acked = { subscriptions: Set<string>; resources: Set<string> };

/** Acknowledged writes the restarted app does not show (subscriber CSV, admin resource list). */
export async function missingThroughApp(
  baseURL: string,
  admin: { email: string; password: string },
  prefix: string,
  acked: Acked,
): Promise<string[]> {
  const cookie = await signInAdmin(baseURL, admin.email, admin.password);
  const headers = { Cookie: cookie };
  const csv = await request(`${baseURL}/admin/subscribers.csv?q=${prefix}`, { headers });
  if (csv.status !== 200) throw new Error(`subscriber export: HTTP ${csv.status}`);
  const seen = new Set(csv.body.match(new RegExp(`${prefix}-s\\d+@example\\.com`, "g")));
  for (let page = 1; page < 10_000; page++) {
    const list = await request(`${baseURL}/admin/resources?q=${prefix}&page=${page}`, { headers });
    if (list.status !== 200) throw new Error(`resource list: HTTP ${list.status}`);
    const titles = list.body.match(new RegExp(`${prefix}-r\\d+`, "g")) ?? [];
    if (titles.length === 0) break;
    for (const title of titles) seen.add(title);
  }
  return [...acked.subscriptions, ...acked.resources].filter((key) => !seen.has(key));
}

/** The same, read straight from the database (the server stopped, for the embedded one). */
export async function missingInDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  prefix: string,
  acked: Acked,
): Promise<string[]> {
  const handle = await openDatabase(
    databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "db") },
  );
  try {
    const emails = await handle.db
      .select({ key: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(like(newsletterSubscriptions.email, `${prefix}-%`));
    const titles = await handle.db
      .select({ key: resources.title })
      .from(resources)
      .where(like(resources.title, `${prefix}-%`));
    const seen = new Set([...emails, ...titles].map((row) => row.key));
    return [...acked.subscriptions, ...acked.resources].filter((key) => !seen.has(key));
  } finally {
    await handle.close();
  }
}
