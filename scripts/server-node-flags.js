// The Node flags the production server runs with: `npm run serve`'s supervisor
// (server/supervisor.js) starts it with them, and so do the scripts that start it themselves (the
// bench, the fault tests and the production-server helper), so they measure what a deployment runs.
// A young generation of 8 MB semi-spaces instead of V8's 16 and an old-space ceiling of 384 MB:
// the server's heap in use stays under 100 MB, and on a 1 GB machine V8 would otherwise let it
// grow towards its own default before collecting (issue 19: PostgreSQL peak 238 → 183 MB).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=384"];
