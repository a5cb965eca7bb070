// A minimal HTTP client for the fault tests: node:http with keep-alive, status and timing of
// every request, no redirects followed (a 302 after a form post is an acknowledgement).
import http from "node:http";

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending the request to the end of the response. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
  timeoutMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? "GET",
        headers: {
          ...(options.body !== undefined
            ? { "Content-Length": String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
        agent: options.agent,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () =>
      req.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)),
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A same-origin form post, as a browser sends it (the app refuses foreign or missing Origins). */
export function postForm(
  baseURL: string,
  path: string,
  fields: Record<string, string>,
  options: Omit<RequestOptions, "method" | "body"> = {},
): Promise<HttpResponse> {
  return request(`${baseURL}${path}`, {
    ...options,
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseURL,
      ...options.headers,
    },
  });
}

/** Signs in to the admin; returns the Cookie header to send with admin requests. */
export async function signInAdmin(baseURL: string, email: string, password: string) {
  const response = await postForm(baseURL, "/admin/login", { email, password });
  const cookie = [response.headers["set-cookie"] ?? []]
    .flat()
    .map((c) => c.split(";")[0])
    .find((c) => c?.startsWith("admin_session="));
  if (response.status < 300 || response.status > 399 || !cookie) {
    throw new Error(`admin sign-in failed: HTTP ${response.status}`);
  }
  return cookie;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
