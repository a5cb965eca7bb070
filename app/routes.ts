import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("healthz", "routes/feeds/healthz.ts"),
  route("readyz", "routes/feeds/readyz.ts"),
  route("theme", "routes/theme.ts"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    // Any other path: the not-found screen with status 404.
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
