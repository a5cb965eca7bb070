import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Smaller route chunks: a route's client loader/action code loads only when needed.
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders get their data through AppLoadContext (app/context.ts), not middleware contexts.
    v8_middleware: false,
    v8_passThroughRequests: false,
    // server/app.ts is the server build's entry through rollupOptions.input (vite.config.ts).
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
