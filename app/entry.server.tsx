import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  ServerRouter,
} from "react-router";
import { deferBoot } from "./lib/deferred-boot.server";
import type { HydrationHandle } from "./lib/hydration";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Crawlers and prerendering get the whole document at once; browsers get it streamed.
  const readyEvent: keyof RenderToPipeableStreamOptions =
    isbot(request.headers.get("user-agent")) || routerContext.isSpaMode
      ? "onAllReady"
      : "onShellReady";
  const nonce = loadContext.cspNonce;
  // A page that runs React gets its scripts after the first paint (app/lib/deferred-boot.server.ts).
  const hydrates = routerContext.staticHandlerContext.matches.some(
    (match) =>
      (routerContext.routeModules[match.route.id]?.handle as HydrationHandle | undefined)?.hydrate,
  );
  const rewrite = hydrates ? deferBoot : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A 503 page (the database is down) is temporary: tell clients when to retry.
          if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) {
            responseHeaders.set("Retry-After", "30");
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          if (rewrite) {
            // The whole document (tens of KB) is rewritten at once: the tags may span chunks.
            const whole = new PassThrough();
            const chunks: Buffer[] = [];
            whole.on("data", (chunk: Buffer) => chunks.push(chunk));
            whole.on("end", () => body.end(rewrite(Buffer.concat(chunks).toString("utf8"))));
            whole.on("error", (error) => body.destroy(error));
            pipe(whole);
          } else {
            pipe(body);
          }
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are reported through onShellError.
          if (shellRendered) loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.logger.error({ err: error, url: request.url }, "unhandled error");
};
