// Hostile requests against the production server (DESIGN.md D12, ADR 042), over real sockets:
// what no in-process test can send (bad Host headers, TRACE, bodies of 100 MB and more with and
// without Content-Length, bodies that stall) and every finding of the review that could stop the
// site, signed out and signed in. Every answer must be the expected 4xx (or, for a body sent on
// after its answer, the connection closed by the server), the server must log no error,
// /healthz and a page must answer 200 afterwards, and the server's memory after the run must be
// within MEMORY_BUDGET_MB of before.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { type AppServer, startAppServer } from "./app-server";
import { postForm, request, signInAdmin, sleep } from "./http";

export const MEMORY_BUDGET_MB = 100;
const MB = 1024 * 1024;

export interface HostileOptions {
  driver: "pglite" | "pg";
  databaseUrl?: string;
  workDir: string;
  /** Also hold connections open with stalled bodies until the server lets them go (about 30 s). */
  stalledBodies: boolean;
  log: (line: string) => void;
}

export interface HostileResult {
  driver: "pglite" | "pg";
  requests: number;
  /** Answers by status ("closed" for a connection the server ended before answering). */
  statuses: Record<string, number>;
  /** Each expectation that failed. */
  failures: string[];
  rssMb: { before: number; peak: number; after: number };
  liveMb: { before: number; after: number };
  errorsLogged: number;
  stalled?: { connections: number; closedWithinMs: number | null; pageMsWhileStalled: number };
  seconds: number;
}

interface RawAnswer {
  status: number | "closed";
  body: string;
  ms: number;
}

/**
 * Writes `head`, then `bodyBytes` of body in 64 KB chunks (or until the server answers or
 * closes), and returns the status the server sent, if any. `open`: a chunked body is left
 * unfinished (no last chunk), as a client that stalls would.
 */
function rawPost(
  baseURL: string,
  head: string,
  bodyBytes: number,
  options: { chunked?: boolean; open?: boolean } = {},
): Promise<RawAnswer> {
  const { port } = new URL(baseURL);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let text = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({
        status: status ? Number(status) : "closed",
        body: text.split("\r\n\r\n").slice(1).join("\r\n\r\n"),
        ms: performance.now() - started,
      });
    };
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (/\r\n\r\n/.test(text)) setTimeout(finish, 50);
    });
    socket.on("end", finish);
    socket.on("error", finish);
    socket.setTimeout(60_000, finish);
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    const pump = () => {
      while (!done && sent < bodyBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
        sent += part.length;
        const frame = options.chunked
          ? Buffer.concat([
              Buffer.from(`${part.length.toString(16)}\r\n`),
              part,
              Buffer.from("\r\n"),
            ])
          : part;
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
      if (!done && !options.open && options.chunked) socket.write("0\r\n\r\n");
    };
    socket.once("connect", pump);
  });
}

const FORM = "application/x-www-form-urlencoded";

export async function runHostile(options: HostileOptions): Promise<HostileResult> {
  const started = performance.now();
  const { log } = options;
  const admin = {
    email: "faults-hostile@example.com",
    password: crypto.randomBytes(18).toString("base64url"),
  };
  const logFile = path.join(options.workDir, `hostile-${options.driver}.log`);
  const server: AppServer = await startAppServer({
    dataDir: path.join(options.workDir, `hostile-${options.driver}`),
    databaseUrl: options.databaseUrl,
    logFile,
    env: {
      SEED_ON_EMPTY: "true",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "warn",
    },
    memoryProbe: true,
  });
  const base = server.baseURL;
  const origin = { Origin: base };
  const host = `127.0.0.1:${new URL(base).port}`;
  const result: HostileResult = {
    driver: options.driver,
    requests: 0,
    statuses: {},
    failures: [],
    rssMb: { before: 0, peak: 0, after: 0 },
    liveMb: { before: 0, after: 0 },
    errorsLogged: 0,
    seconds: 0,
  };
  const mb = (bytes: number | undefined) => Math.round((bytes ?? 0) / MB);
  let peak = 0;
  const sample = setInterval(() => (peak = Math.max(peak, server.rssBytes() ?? 0)), 200);

  /** Records an answer; `wanted` lists what may come back. */
  const expectAnswer = (label: string, got: number | "closed", wanted: (number | "closed")[]) => {
    result.requests++;
    result.statuses[String(got)] = (result.statuses[String(got)] ?? 0) + 1;
    if (!wanted.includes(got))
      result.failures.push(`${label}: ${got}, expected ${wanted.join(" or ")}`);
  };
  const send = async (
    label: string,
    wanted: number[],
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string },
  ) => {
    try {
      const answer = await request(`${base}${url}`, { ...init, timeoutMs: 60_000 });
      expectAnswer(label, answer.status, wanted);
      return answer;
    } catch (error) {
      expectAnswer(`${label} (${(error as Error).message})`, "closed", wanted);
      return null;
    }
  };

  try {
    // Warm up, then take the "before" figures.
    for (const page of ["/", "/blog", "/about", "/admin/login"]) await request(`${base}${page}`);
    result.rssMb.before = mb(server.rssBytes());
    result.liveMb.before = mb(await server.liveBytes());
    log(`server up in ${Math.round(server.readyMs)} ms; RSS ${result.rssMb.before} MB`);

    // 1. Field names with huge list indexes, deep nesting and prototype names.
    for (const [url, fields] of [
      ["/admin/login", "x[99999999]=1"],
      ["/about", "x[99999999]=1"],
      ["/newsletter", "x[99999999]=1"],
      ["/theme", "__proto__.polluted=1"],
      ["/about", "a.b.c.d.e.f.g.h.i.j=1"],
    ] as const) {
      await send(`${fields} → ${url}`, [400], url, {
        method: "POST",
        headers: { ...origin, "Content-Type": FORM },
        body: fields,
      });
    }
    for (const url of ["/resources/submit", "/resources/submit/upload"]) {
      const boundary = "hostileboundary";
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="x[99999999]"\r\n\r\n1\r\n--${boundary}--\r\n`;
      await send(`multipart x[99999999] → ${url}`, [400], url, {
        method: "POST",
        headers: { ...origin, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
      });
    }

    // 2. Huge bodies: four 100 MB posts at once with Content-Length (answered from the header)
    //    and a 200 MB one; then bodies without Content-Length, stopped at the form's bound.
    const declared = (url: string, bytes: number, type = FORM) =>
      `POST ${url} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${base}\r\nContent-Type: ${type}\r\nContent-Length: ${bytes}\r\n\r\n`;
    const parallel = await Promise.all(
      Array.from({ length: 4 }, () => rawPost(base, declared("/admin/login", 100 * MB), 100 * MB)),
    );
    for (const answer of parallel)
      expectAnswer("100 MB → /admin/login", answer.status, [413, "closed"]);
    if (!parallel.some((a) => a.status === 413)) {
      result.failures.push("100 MB → /admin/login: no 413 seen in four tries");
    }
    const headerOnly = await rawPost(base, declared("/newsletter", 200 * MB), 0, { open: true });
    expectAnswer("200 MB declared → /newsletter", headerOnly.status, [413]);
    if (!headerOnly.body.includes("larger than")) {
      result.failures.push(
        `200 MB declared → /newsletter: no sentence (${headerOnly.body.slice(0, 80)})`,
      );
    }
    const upload = await rawPost(
      base,
      declared("/resources/submit", 500 * MB, "multipart/form-data; boundary=x"),
      0,
      { open: true },
    );
    expectAnswer("500 MB declared upload → /resources/submit", upload.status, [413]);
    const chunkedHead = (url: string) =>
      `POST ${url} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${base}\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    for (const url of ["/newsletter", "/admin/login", "/about"]) {
      const answer = await rawPost(base, chunkedHead(url), 256 * 1024, {
        chunked: true,
        open: true,
      });
      expectAnswer(`256 KB without Content-Length → ${url}`, answer.status, [413]);
    }
    const stream = await Promise.all(
      Array.from({ length: 4 }, () =>
        rawPost(base, chunkedHead("/admin/login"), 50 * MB, { chunked: true }),
      ),
    );
    for (const answer of stream) {
      expectAnswer("50 MB without Content-Length → /admin/login", answer.status, [413, "closed"]);
    }

    // 3. Bodies that are not forms, broken multipart, methods the routes lack, bad hosts.
    for (const url of ["/newsletter", "/about", "/admin/login", "/theme"]) {
      for (const [type, body, wanted] of [
        ["application/json", '{"email":"a@example.com"}', 415],
        ["text/plain", "email=a@example.com", 415],
        ["multipart/form-data; boundary=zz", "--zz\r\nbroken", 400],
        ["multipart/form-data", "no boundary", 400],
      ] as const) {
        await send(`${type} → ${url}`, [wanted], url, {
          method: "POST",
          headers: { ...origin, "Content-Type": type },
          body,
        });
      }
      for (const method of ["PUT", "PATCH", "DELETE", "TRACE"]) {
        const answer = await send(`${method} ${url}`, [405], url, {
          method,
          headers: { ...origin, "Content-Type": FORM },
          body: "a=1",
        });
        if (answer && !answer.headers.allow)
          result.failures.push(`${method} ${url}: no Allow header`);
      }
    }
    for (const address of ["/%", "/blog/%E0%A4%A", "/resources/foundation/%ff/notes"]) {
      const answer = await send(`GET ${address}`, [400], address, {});
      if (answer && !answer.body.includes("could not be read")) {
        result.failures.push(`GET ${address}: no sentence (${answer.body.slice(0, 80)})`);
      }
    }
    for (const badHost of ["127.0.0.1:99999", "localhost:abc", "a b"]) {
      const answer = await rawPost(
        base,
        `GET /about HTTP/1.1\r\nHost: ${badHost}\r\nConnection: close\r\n\r\n`,
        0,
        { open: true },
      );
      expectAnswer(`Host: ${badHost}`, answer.status, [400]);
    }

    // 4. Signed in: what froze or crashed the server through the admin's own forms.
    const cookie = await signInAdmin(base, admin.email, admin.password);
    const adminPost = (
      label: string,
      url: string,
      fields: Record<string, string>,
      wanted: number[],
    ) =>
      postForm(base, url, fields, { headers: { Cookie: cookie }, timeoutMs: 60_000 }).then(
        (answer) => expectAnswer(label, answer.status, wanted),
        (error: unknown) =>
          expectAnswer(`${label} (${(error as Error).message})`, "closed", wanted),
      );
    await adminPost(
      "courses[9999].title",
      "/admin/settings/courses",
      { intent: "save", "courses[9999].title": "x" },
      [400],
    );
    await adminPost(
      "courses[99999].title",
      "/admin/settings/courses",
      { intent: "save", "courses[99999].title": "x" },
      [400],
    );
    await adminPost(
      "blog preview, 50,000 nested quotes",
      "/admin/blogs",
      { intent: "preview", format: "markdown", content: `${">".repeat(50_000)} x` },
      [400],
    );
    const formula = `${"(".repeat(5_000)}F${")".repeat(5_000)}`;
    const document = JSON.stringify({
      id: "2031-01",
      term: "January 2031",
      courses: [{ id: "deep", name: "Deep", inputs: [{ id: "F", label: "F" }], formula }],
    });
    await adminPost(
      "grading formula nested 5,000 deep",
      "/admin/grading",
      { intent: "save", document },
      [400],
    );
    const settingsBody = `${declared("/admin/settings/courses", 10 * MB).replace("\r\n\r\n", `\r\nCookie: ${cookie}\r\n\r\n`)}`;
    const bigAdmin = await rawPost(base, settingsBody, 0, { open: true });
    expectAnswer("10 MB declared → /admin/settings/courses", bigAdmin.status, [413]);

    // 5. Bodies that stall: the server lets them go after 30 s of silence and answers others
    //    meanwhile.
    if (options.stalledBodies) {
      const stalledCount = 50;
      const stalledAt = performance.now();
      const stalled = Array.from({ length: stalledCount }, () =>
        rawPost(base, declared("/newsletter", 1_000), 10, { open: true }),
      );
      await sleep(1_000);
      const page = await request(`${base}/about`, { timeoutMs: 10_000 });
      expectAnswer("a page while 50 bodies stall", page.status, [200]);
      const answers = await Promise.all(stalled);
      const closedWithinMs = performance.now() - stalledAt;
      for (const answer of answers) expectAnswer("stalled body", answer.status, ["closed", 408]);
      result.stalled = {
        connections: stalledCount,
        closedWithinMs: answers.every((a) => a.status === "closed" || a.status === 408)
          ? closedWithinMs
          : null,
        pageMsWhileStalled: page.ms,
      };
      if (closedWithinMs > 45_000)
        result.failures.push(`stalled bodies held ${Math.round(closedWithinMs)} ms`);
    }

    // Afterwards: alive, answering, memory back within the budget.
    const health = await request(`${base}/healthz`);
    if (health.status !== 200)
      result.failures.push(`/healthz answered ${health.status} afterwards`);
    const page = await request(`${base}/about`);
    if (page.status !== 200) result.failures.push(`/about answered ${page.status} afterwards`);
    await sleep(500);
    result.rssMb.after = mb(server.rssBytes());
    result.liveMb.after = mb(await server.liveBytes());
    result.rssMb.peak = mb(peak);
    if (result.rssMb.after - result.rssMb.before > MEMORY_BUDGET_MB) {
      result.failures.push(
        `memory grew from ${result.rssMb.before} MB to ${result.rssMb.after} MB (allowed ${MEMORY_BUDGET_MB} MB)`,
      );
    }
  } finally {
    clearInterval(sample);
    await server.stop();
  }
  const errors = fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));
  result.errorsLogged = errors.length;
  for (const line of errors.slice(0, 3))
    result.failures.push(`error logged: ${line.slice(0, 200)}`);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
