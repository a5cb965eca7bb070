import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports the React Router build.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : {},
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "~db": path.resolve(import.meta.dirname, "db"),
    },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
