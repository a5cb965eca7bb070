// `npm run build` prints only what a person needs: no "Generated an empty chunk" for each reading
// page, no notes about comments inside dependencies; other warnings still come through.
import { expect, it } from "vitest";
import viteConfig from "../vite.config";
import type { onBuildWarning } from "./build-warnings";

const EMPTY_CHUNK = {
  code: "EMPTY_BUNDLE",
  message: 'Generated an empty chunk: "home".',
  names: ["home"],
};
const ZOD_COMMENT = {
  code: "INVALID_ANNOTATION",
  id: "/app/node_modules/zod/v4/core/util.js",
  message: "A comment … contains an annotation that Rollup cannot interpret",
};
const OUR_COMMENT = { ...ZOD_COMMENT, id: "/app/app/lib/utils.ts" };
const CIRCULAR = { code: "CIRCULAR_DEPENDENCY", message: "Circular dependency: a -> b -> a" };

function passedOn(onwarn: typeof onBuildWarning, logs: object[]) {
  const printed: unknown[] = [];
  for (const log of logs) onwarn(log as never, (shown) => printed.push(shown));
  return printed;
}

it("both builds (browser and server) drop the expected warnings and pass on the rest", () => {
  for (const isSsrBuild of [false, true]) {
    const config =
      typeof viteConfig === "function"
        ? viteConfig({ command: "build", mode: "production", isSsrBuild })
        : viteConfig;
    const onwarn = (config as { build?: { rollupOptions?: { onwarn?: typeof onBuildWarning } } })
      .build?.rollupOptions?.onwarn;
    expect(onwarn, `onwarn of the ${isSsrBuild ? "server" : "browser"} build`).toBeTypeOf(
      "function",
    );
    expect(passedOn(onwarn!, [EMPTY_CHUNK, ZOD_COMMENT, OUR_COMMENT, CIRCULAR])).toEqual([
      OUR_COMMENT,
      CIRCULAR,
    ]);
  }
});
