// What every request must be before the app reads any of it (DESIGN.md D12, ADR 042): a valid
// Host, a method the route has, and for a body a form type and a declared size within the
// largest the site reads. Each refusal is a 4xx with one sentence, answered here, so a hostile
// request never reaches React Router (whose Request constructor throws on a bad host or on a
// method such as TRACE) and never becomes a 500. The forms' own bounds (size, field names) are
// checked where they are read: app/lib/form-body.server.ts.
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import {
  ADMIN_FORM,
  isFormType,
  MAX_BODY_BYTES,
  MESSAGES,
  mediaType,
} from "../app/lib/request-bounds";

type Routes = ServerBuild["routes"];

export const GATE_MESSAGES = {
  badHost: "Bad request: the Host header is not a valid host name.",
  method: (method: string, allow: string) =>
    `The method ${method} is not allowed here. This address answers ${allow}.`,
  lengthMismatch: "Bad request: the Content-Length header is not a number of bytes.",
} as const;

/** A host name or an IPv4 / IPv6 address, with an optional port up to 65535. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 260) return false;
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasAction: boolean;
  children?: RouteNode[];
}

const trees = new WeakMap<Routes, RouteNode[]>();

/** The build's flat route manifest as the nested tree `matchRoutes` walks. */
function treeOf(routes: Routes): RouteNode[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      hasAction: typeof route.module.action === "function",
    });
  }
  tree = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else tree.push(node);
  }
  trees.set(routes, tree);
  return tree;
}

/** The page a `.data` request (React Router's fetches) is for. */
function documentPath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}

/**
 * The answers of acceptsPost by build, path and `?index`: matching a path against the route tree
 * compiles and ranks every route's pattern, a measurable part of each answered POST (ADR 051).
 */
const postAnswers = new WeakMap<Routes, LRUCache<string, boolean>>();

/** Whether a POST to this URL reaches an action (React Router's rule for index routes). */
export function acceptsPost(routes: Routes, pathname: string, search: string): boolean {
  const naked = new URLSearchParams(search).getAll("index").some((value) => value === "");
  let answers = postAnswers.get(routes);
  if (!answers) postAnswers.set(routes, (answers = new LRUCache({ max: 2_000 })));
  const key = `${naked ? "i" : "-"}${pathname}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = matchPost(routes, pathname, naked);
    answers.set(key, answer);
  }
  return answer;
}

function matchPost(routes: Routes, pathname: string, naked: boolean): boolean {
  let path = documentPath(pathname);
  try {
    path = decodeURI(path);
  } catch {
    // keep it encoded: it matches no route with an action
  }
  const matches = matchRoutes(treeOf(routes) as RouteObject[], path);
  if (!matches?.length) return false;
  let target = matches[matches.length - 1]!;
  const route = (node: typeof target) => node.route as unknown as RouteNode;
  if (route(target).index && !naked && matches.length > 1) target = matches[matches.length - 2]!;
  return route(target).hasAction;
}

function refuse(
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  // A refusal is about this one request: no cache keeps it.
  res
    .status(status)
    .set({ "Cache-Control": "private, no-store", ...headers })
    .type("text/plain")
    .send(`${message}\n`);
}

/**
 * The first check of every request: a host a URL can hold. And a body the app did not read to
 * its end is not read on: the connection closes after the answer instead of waiting for (or
 * reading) the rest.
 */
export function hostGate() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      onHeaders(res, () => {
        if (!req.complete) res.setHeader("Connection", "close");
      });
    }
    // Behind a trusted proxy the forwarded host names the site (Express reads its first value).
    const forwarded = req.app.enabled("trust proxy") ? req.headers["x-forwarded-host"] : undefined;
    const forwardedHost = forwarded === undefined ? undefined : String(forwarded).split(",")[0]!;
    if (
      !isValidHost(req.headers.host) ||
      (forwardedHost !== undefined && !isValidHost(forwardedHost.trim()))
    ) {
      return refuse(res, 400, GATE_MESSAGES.badHost);
    }
    next();
  };
}

/**
 * Methods and bodies, just before the app (after the cross-origin check, which answers foreign
 * requests with 403 whatever their method). `routes` gives the route manifest of the build that
 * will answer (loaded once in production).
 */
export function requestGate(routes: () => Promise<Routes>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();

    let post: boolean;
    try {
      const url = new URL(req.originalUrl, "http://localhost");
      post = acceptsPost(await routes(), url.pathname, url.search);
    } catch (error) {
      return next(error);
    }
    const allow = post ? "GET, HEAD, POST" : "GET, HEAD";
    if (req.method === "OPTIONS") {
      res.status(204).set("Allow", allow).end();
      return;
    }
    if (req.method !== "POST" || !post) {
      return refuse(res, 405, GATE_MESSAGES.method(req.method, allow), { Allow: allow });
    }

    const length = req.headers["content-length"];
    const declared = length === undefined ? null : Number(length);
    if (declared !== null && !Number.isSafeInteger(declared)) {
      return refuse(res, 400, GATE_MESSAGES.lengthMismatch);
    }
    const type = req.headers["content-type"];
    const hasBody =
      declared !== null ? declared > 0 : req.headers["transfer-encoding"] !== undefined;
    if (!type && !hasBody) return next();
    if (!isFormType(type)) return refuse(res, 415, MESSAGES.wrongType);
    const limit = mediaType(type) === "multipart/form-data" ? MAX_BODY_BYTES : ADMIN_FORM.maxBytes;
    if (declared !== null && declared > limit) {
      return refuse(res, 413, MESSAGES.tooLarge(limit));
    }
    next();
  };
}
