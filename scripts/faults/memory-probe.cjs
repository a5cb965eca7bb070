// Test-only preload for the load test (node --expose-gc --require this server.js): on the
// parent's "memory" message, answers with the memory still in use after a full garbage
// collection, which tells a leak apart from V8 growing its heap lazily (RSS alone cannot).
// `external` includes PGlite's WebAssembly memory.
process.on("message", (message) => {
  if (message !== "memory" || !process.send) return;
  globalThis.gc?.();
  const usage = process.memoryUsage();
  process.send({ heapUsed: usage.heapUsed, external: usage.external, rss: usage.rss });
});
process.channel?.unref();
