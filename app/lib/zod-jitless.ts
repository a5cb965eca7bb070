// Zod compiles object schemas with `new Function` when it may; under our CSP (no 'unsafe-eval')
// the browser reports even the caught probe as a violation. Zod keeps its configuration on
// `globalThis.__zod_globalConfig` (shared by every copy of Zod, and what `z.config()` writes to),
// so the root route sets `jitless` there without pulling Zod's core into every hydrated page
// (ADR 026). The root module runs before any route module creates a schema.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
