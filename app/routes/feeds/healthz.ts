/**
 * Liveness: the process is up and serving requests. Under the supervisor (`npm run serve`) a
 * second line says how many times it has restarted the server: `restarts: N`.
 */
export function loader() {
  // Set by server/supervisor.js for the server it starts; not a setting.
  const restarts = process.env.SUPERVISOR_RESTARTS;
  const body = restarts && /^\d+$/.test(restarts) ? `ok\nrestarts: ${restarts}\n` : "ok\n";
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
