import { defineConfig } from "drizzle-kit";

// Migrations are generated from db/schema.ts into drizzle/ (committed) and applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./drizzle",
});
