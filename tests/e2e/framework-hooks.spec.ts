// Where the app hooks into its framework's output, checked against the installed versions: an
// upgrade that changes what the hook expects fails here, saying what broke.
import { expect, test } from "@playwright/test";
import { AFTER_FIRST_PAINT } from "../../app/lib/deferred-boot.server";
import { waitForHydration } from "./support/hydration";

test("React Router's boot script is what deferred-boot rewrites: no preload before the first paint, then hydration", async ({
  page,
  request,
}) => {
  // A page that loads React (ADR 025), rendered by the installed React Router.
  const html = await (await request.get("/tools/grade-predictor")).text();
  const modules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(modules, "one module script (React Router's <Scripts>)").toHaveLength(1);
  const script = modules[0]![1]!;
  // The rewrite found React Router's static route imports and its preload links (app/lib/
  // deferred-boot.server.ts): if either changed shape, these fail.
  expect(html).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
  expect(script.startsWith(AFTER_FIRST_PAINT)).toBe(true);
  expect(script).not.toMatch(/import \* as route\d+ from/);
  expect(script).toMatch(/const \[route0(?:, route\d+)*\] = await Promise\.all\(\[import\("/);
  expect(script).toContain("window.__reactRouterRouteModules");
  expect(script).toMatch(/rel: "modulepreload"/);

  // And the rewritten script still boots React: the page hydrates and its calculator reacts.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/tools/grade-predictor");
  await waitForHydration(page);
  expect(
    await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
  ).toBe(true);
  // Zod's compiled parsers would need 'unsafe-eval': app/lib/zod-jitless.ts turns them off before
  // any schema is made, so the browser reports no violation.
  expect(violations).toEqual([]);
});
