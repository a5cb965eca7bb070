import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/lib/request-bounds";
import { createTestBuild } from "~tests/setup/request-handler";
import { acceptsPost, GATE_MESSAGES, hostGate, isValidHost, requestGate } from "./request-gate";

let server: http.Server;
let port: number;
let routes: Awaited<ReturnType<typeof createTestBuild>>["routes"];

beforeAll(async () => {
  routes = (await createTestBuild()).routes;
  const app = express();
  app.set("trust proxy", 1);
  app.use(hostGate());
  app.use(requestGate(async () => routes));
  // What the app would do: a form route that refuses without reading the body.
  app.post("/refuse-unread", (_req, res) => {
    res.status(400).type("text/plain").send("refused\n");
  });
  app.all("/{*path}", (_req, res) => {
    res.type("text/plain").send("passed\n");
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and returns everything the server answers until it closes (or 3 s pass). */
function raw(
  request: string,
): Promise<{ status: number; head: string; body: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let closed = false;
    const finish = () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head, body, closed });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, 3_000);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("end", () => {
      closed = true;
      clearTimeout(timer);
      finish();
    });
    socket.on("error", reject);
    socket.write(request);
  });
}

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    // Node's client sends no length with a DELETE's body unless told.
    if (body !== undefined)
      headers = { "Content-Length": String(Buffer.byteLength(body)), ...headers };
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("host names", () => {
  it("accepts names, addresses and ports up to 65535", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "bs-hub.org",
      "127.0.0.1:80",
      "[::1]:3000",
      "a.b.c.:443",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });
  it("refuses what no URL can hold", () => {
    for (const host of [
      undefined,
      "",
      "localhost:99999",
      "localhost:abc",
      "a b",
      "a/b",
      "a@b",
      "-a.com",
      "x".repeat(300),
    ]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });

  it("answers a bad Host header, or none, with 400", async () => {
    for (const host of ["localhost:99999", "localhost:abc", "ex ample.com"]) {
      const answer = await raw(`GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, host).toBe(400);
      expect(answer.body).toContain(GATE_MESSAGES.badHost);
    }
    const http10 = await raw("GET /about HTTP/1.0\r\n\r\n");
    expect(http10.status).toBe(400);
    const forwarded = await send("GET", "/about", { "X-Forwarded-Host": "evil:99999" });
    expect(forwarded.status).toBe(400);
    expect((await send("GET", "/about")).body).toBe("passed\n");
  });
});

describe("methods", () => {
  it("knows which URLs take a POST, as React Router routes it", () => {
    expect(acceptsPost(routes, "/admin/login", "")).toBe(true);
    expect(acceptsPost(routes, "/admin/login.data", "")).toBe(true);
    expect(acceptsPost(routes, "/newsletter", "")).toBe(true);
    expect(acceptsPost(routes, "/admin/settings/courses", "")).toBe(true);
    expect(acceptsPost(routes, "/about", "")).toBe(true);
    expect(acceptsPost(routes, "/", "")).toBe(false);
    expect(acceptsPost(routes, "/_root.data", "")).toBe(false);
    expect(acceptsPost(routes, "/", "?index")).toBe(false);
    expect(acceptsPost(routes, "/blog", "")).toBe(false);
    expect(acceptsPost(routes, "/no/such/page", "")).toBe(false);
    expect(acceptsPost(routes, "/admin/export/all.json", "")).toBe(false);
  });

  it("answers a method the route does not have with 405 and Allow", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"]) {
      const answer = await send(method, "/admin/login", FORM, "a=1");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toContain(GATE_MESSAGES.method(method, "GET, HEAD, POST"));
    }
    const home = await send("POST", "/", FORM, "a=1");
    expect(home.status).toBe(405);
    expect(home.headers.allow).toBe("GET, HEAD");
    const options = await send("OPTIONS", "/newsletter");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST");
    expect((await send("POST", "/admin/login", FORM, "a=1")).body).toBe("passed\n");
  });
});

describe("bodies", () => {
  it("refuses a body that is not a form with 415, and lets an empty post through", async () => {
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const answer = await send("POST", "/newsletter", { "Content-Type": type }, "{}");
      expect(answer.status, type).toBe(415);
      expect(answer.body).toContain(MESSAGES.wrongType);
    }
    expect((await send("POST", "/newsletter", {}, "email=a")).status).toBe(415);
    expect((await send("POST", "/admin/logout", { "Content-Length": "0" })).body).toBe("passed\n");
  });

  it("refuses a declared length over the largest body at once, and closes the connection", async () => {
    const form = await raw(
      `POST /admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\nemail=`,
    );
    expect(form.status).toBe(413);
    expect(form.body).toContain("This form is larger than the 2 MB");
    expect(form.head.toLowerCase()).toContain("connection: close");
    expect(form.closed).toBe(true);
    const upload = await raw(
      `POST /resources/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n--x`,
    );
    expect(upload.status).toBe(413);
    expect(upload.body).toContain("64 MB");
  });

  it("closes the connection after a refusal that left the body unread", async () => {
    const answer = await raw(
      "POST /refuse-unread HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\na=1",
    );
    expect(answer.status).toBe(405); // no route of the app takes /refuse-unread: the gate says so
    expect(answer.closed).toBe(true);
  });
});
