// Hydrated pages (app/lib/hydration.ts) load their JavaScript after the first paint (ADR 026).
// React Router's <Scripts> emits a <link rel="modulepreload"> for every module of the page (React
// hoists them into <head>, ahead of the stylesheet) and one inline module script whose static
// imports fetch the route modules at once. On a slow phone those ~130 KB share the line with the
// stylesheet and the text font, and Lighthouse counts every request that ends before the largest
// paint towards it. This rewrites the document: no modulepreload links, and the module script
// waits for the first frame to be painted before it imports the same modules (in parallel) and
// boots React. The page works before that: its forms are real forms.

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const STATIC_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;

/**
 * The first-paint wait: until the browser reports the first contentful paint (a performance entry
 * delivered once the frame is on screen; a requestAnimationFrame callback runs before it is), then
 * one task more. Where paint timing is missing, two frames; and at most three seconds in any case.
 */
export const AFTER_FIRST_PAINT = `await new Promise((resolve) => {
  const go = () => setTimeout(resolve, 0);
  setTimeout(go, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(go));
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) { observer.disconnect(); go(); }
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * The document with its modulepreload links removed and its module script started after the first
 * paint: it then adds the same modulepreload links (the modules load in parallel, not one import
 * after another) and imports the route modules, then React Router's entry as before.
 */
export function deferBoot(html: string): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)]
    .map((link) => /\bhref="([^"]+)"/.exec(link[0])?.[1])
    .filter((href): href is string => Boolean(href));
  return html
    .replace(MODULEPRELOAD, "")
    .replace(
      /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/,
      (all, open: string, body: string, close: string) => {
        const imports = [...body.matchAll(STATIC_IMPORT)];
        if (imports.length === 0) return all;
        const names = imports.map((m) => m[1]).join(", ");
        const loads = imports.map((m) => `import(${JSON.stringify(m[2])})`).join(", ");
        const rest = body.replace(STATIC_IMPORT, "");
        return (
          `${open}${AFTER_FIRST_PAINT}\n` +
          `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
          `const [${names}] = await Promise.all([${loads}]);${rest}${close}`
        );
      },
    );
}
