import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("healthz", "routes/feeds/healthz.ts"),
  route("readyz", "routes/feeds/readyz.ts"),
  route("theme", "routes/theme.ts"),
  // Short forms some pages link to (spec §2 note): permanent redirects.
  route("privacy", "routes/public/redirect.ts", { id: "redirect-privacy" }),
  route("shipping", "routes/public/redirect.ts", { id: "redirect-shipping" }),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("resources/submit", "routes/public/resources/submit.tsx"),
    route("resources/:level?", "routes/public/resources/index.tsx"),
    route("resources/:level/:subject", "routes/public/resources/subject.tsx"),
    route("resources/:level/:subject/lectures", "routes/public/resources/lectures.tsx"),
    route("resources/:level/:subject/notes", "routes/public/resources/notes.tsx"),
    route("resources/:level/:subject/pyqs", "routes/public/resources/pyqs.tsx"),
    route("study-materials", "routes/public/study-materials.tsx"),
    route("community", "routes/public/community.tsx"),
    route("courses", "routes/public/courses.tsx"),
    route("tools", "routes/public/tools.tsx"),
    route("about", "routes/public/about.tsx"),
    route("contactus", "routes/public/contact.tsx"),
    route("cancellation-refund", "routes/public/policy.tsx", { id: "policy-cancellation-refund" }),
    route("privacy-policy", "routes/public/policy.tsx", { id: "policy-privacy" }),
    route("terms", "routes/public/policy.tsx", { id: "policy-terms" }),
    route("shipping-policy", "routes/public/policy.tsx", { id: "policy-shipping" }),
    route("contactus-policy", "routes/public/policy.tsx", { id: "policy-contact" }),
    // Any other path: the not-found screen with status 404.
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
