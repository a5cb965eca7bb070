// npm run db:seed: fills an empty database (DATABASE_URL, or the embedded one) with demo content.
import { openDatabase } from "../app/lib/db.server";
import { parseEnv } from "../app/lib/env.server";
import { StartupError } from "../app/lib/startup-error";
import { isDatabaseEmpty, seedDatabase } from "./seed";

try {
  const env = parseEnv();
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.pgliteDir },
  );
  try {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) {
      const result = await seedDatabase(handle.db);
      console.log(`Seeded ${result.resources} resources and ${result.posts} blog posts.`);
    } else {
      console.log("The database already has content; nothing was seeded.");
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof StartupError ? error.message : error);
  process.exitCode = 1;
}
