import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, deferBoot } from "./deferred-boot.server";

// The shape React Router 7's <Scripts> renders (modulepreload links hoisted into <head>).
const document = [
  `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>`,
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>`,
  `<link nonce="n" rel="stylesheet" href="/assets/root.css"/></head><body><main>Hi</main>`,
  `<script nonce="n">window.__reactRouterContext = {};</script>`,
  `<script nonce="n" type="module" async="">; import * as route0 from "/assets/root-B.js";`,
  ` import * as route1 from "/assets/page-C.js";\n`,
  `window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n`,
  `import("/assets/entry.client-A.js");</script></body></html>`,
].join("");

describe("deferBoot", () => {
  const out = deferBoot(document);

  it("removes the modulepreload links and keeps the stylesheet", () => {
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).toContain(`<link nonce="n" rel="stylesheet" href="/assets/root.css"/>`);
  });

  it("imports the route modules after the first paint, preloading every module then", () => {
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script.startsWith(AFTER_FIRST_PAINT)).toBe(true);
    expect(script).not.toMatch(/import \* as/);
    expect(script).toContain(
      `const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/page-C.js")]);`,
    );
    expect(script).toContain(`["/assets/entry.client-A.js","/assets/root-B.js"]`);
    expect(script.indexOf("Promise.all")).toBeLessThan(script.indexOf("__reactRouterRouteModules"));
    expect(script).toContain(`import("/assets/entry.client-A.js");`);
    // The script is still valid JavaScript (a module body with top-level await).
    expect(
      () => new Function(`return async () => {${script.replaceAll("import(", "(")}}`),
    ).not.toThrow();
  });

  it("leaves a document without a module script as it was", () => {
    const plain = `<html><head></head><body><script>1</script></body></html>`;
    expect(deferBoot(plain)).toBe(plain);
  });
});
