// A minimal HTTP client for the fault tests: node:http with keep-alive, status and timing of
// every request, no redirects followed (a 302 after a form post is an acknowledgement).
import http from "node:http";
import { DomUtils, parseDocument } from "htmlparser2";

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

/**
 * An admin edit form (the page at `url`) as a browser would submit it with the Save button: every named field
 * with its value (checked boxes only, an empty file input as an empty file part), and the
 * form's own action URL.
 */
export async function saveForm(url: string, cookie: string) {
  const page = await request(url, { headers: { Cookie: cookie } });
  if (page.status !== 200) throw new Error(`${url} answered HTTP ${page.status}`);
  const document = parseDocument(page.body);
  for (const form of DomUtils.getElementsByTagName("form", document)) {
    const controls = DomUtils.findAll(
      (el) => ["input", "textarea", "select", "button"].includes(el.name),
      form.children,
    );
    const save = controls.find(
      (el) => el.name === "button" && el.attribs.name === "intent" && el.attribs.value === "save",
    );
    if (!save) continue;
    const fields = new Map<string, string | File>();
    for (const el of controls) {
      const name = el.attribs.name;
      if (!name || "disabled" in el.attribs) continue;
      if (el.name === "button") continue;
      if (el.name === "textarea") fields.set(name, DomUtils.textContent(el));
      else if (el.name === "select") {
        const options = DomUtils.getElementsByTagName("option", el);
        const chosen = options.find((o) => "selected" in o.attribs) ?? options[0];
        if (chosen) fields.set(name, chosen.attribs.value ?? DomUtils.textContent(chosen));
      } else {
        const type = (el.attribs.type ?? "text").toLowerCase();
        if (type === "submit" || type === "button" || type === "reset") continue;
        if ((type === "checkbox" || type === "radio") && !("checked" in el.attribs)) continue;
        if (type === "file") fields.set(name, new File([], ""));
        else fields.set(name, el.attribs.value ?? (type === "checkbox" ? "on" : ""));
      }
    }
    fields.set("intent", "save");
    return { action: new URL(form.attribs.action ?? url, url).href, fields };
  }
  return undefined;
}

export async function multipart(fields: Map<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  const encoded = new Response(data);
  return {
    body: Buffer.from(await encoded.arrayBuffer()).toString("utf8"),
    contentType: encoded.headers.get("content-type")!,
  };
}
