import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { onBuildWarning } from "./scripts/build-warnings";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports the React Router build. Both
  // builds leave out the warnings nobody acts on (scripts/build-warnings.ts).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts", onwarn: onBuildWarning }, target: "node20" }
    : { rollupOptions: { onwarn: onBuildWarning } },
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "~db": path.resolve(import.meta.dirname, "db"),
    },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
