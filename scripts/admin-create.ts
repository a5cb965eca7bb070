// npm run admin:create -- --email someone@example.com [--password-stdin]
// Creates an admin (or sets a new password for an existing one). Asks for the password when run
// in a terminal; otherwise, or when left empty, generates one and prints it once.
import readline from "node:readline";
import { parseArgs } from "node:util";
import { z } from "zod";
import { upsertAdmin } from "../app/features/auth/admins.server";
import { generatePassword } from "../app/features/auth/password.server";
import { openDatabase } from "../app/lib/db.server";
import { parseEnv } from "../app/lib/env.server";
import { StartupError } from "../app/lib/startup-error";

async function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
  let asked = false;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (!asked) {
      asked = true;
      write.call(rl, s);
    }
  };
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.trim();
}

try {
  const { values } = parseArgs({
    options: { email: { type: "string" }, "password-stdin": { type: "boolean" } },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success)
    throw new StartupError(
      "Give the admin's email: npm run admin:create -- --email you@example.com",
    );
  let password = values["password-stdin"]
    ? await readStdin()
    : process.stdin.isTTY
      ? await askHidden("Password (at least 12 characters; leave empty to generate one): ")
      : "";
  let generated = false;
  if (!password) {
    password = generatePassword();
    generated = true;
  }
  if (password.length < 12) throw new StartupError("The password must be at least 12 characters.");

  const env = parseEnv();
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.pgliteDir },
  );
  try {
    await handle.migrate();
    const admin = await upsertAdmin(handle.db, email.data, password);
    console.log(`Admin ${admin.email} is ready.`);
    if (generated) console.log(`Password (shown once): ${password}`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof StartupError ? error.message : error);
  process.exitCode = 1;
}
