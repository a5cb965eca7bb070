import type { Route } from "./+types/readyz";

const TIMEOUT_MS = 2_000;

/** Readiness: the database answers. 503 (quickly) while it does not. */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  try {
    await Promise.race([
      context.database.ping(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("database ping timed out")), TIMEOUT_MS).unref(),
      ),
    ]);
    return new Response("ready\n", { headers });
  } catch (error) {
    context.logger.warn({ err: error }, "readiness check failed");
    return new Response("database unavailable\n", { status: 503, headers });
  }
}
