// npm run db:seed: fills an empty database (DATABASE_URL, or the embedded one) with demo content,
// writing its sample files to the upload storage (S3_*, or DATA_DIR/uploads).
import { demoRemovedAt } from "~/features/admin/demo-content.server";
import { isDatabaseEmpty, seedDatabase } from "~/features/admin/demo-seed.server";
import { openDatabase } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { StartupError } from "~/lib/startup-error";
import { createLocalStorage, createS3Storage } from "~/lib/storage.server";

try {
  const env = parseEnv();
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.pgliteDir },
  );
  try {
    await handle.migrate();
    const removedAt = await demoRemovedAt(handle.db);
    if (removedAt) {
      console.log(
        `The demo content was removed from this site on ${removedAt.toISOString().slice(0, 10)} (admin dashboard); nothing was seeded.`,
      );
    } else if (await isDatabaseEmpty(handle.db)) {
      const storage = env.s3 ? createS3Storage(env.s3) : createLocalStorage(env.uploadsDir);
      const result = await seedDatabase(handle.db, storage);
      console.log(
        `Seeded ${result.resources} resources (${result.files} sample PDFs, ${result.fileBytes} bytes, in ${storage.describe()}) and ${result.posts} blog posts in ${result.ms} ms.`,
      );
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
