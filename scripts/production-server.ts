// The production build started on a free port with a fresh embedded database (the demo content is
// seeded at first start), for the measuring scripts (lighthouse, screenshots, class conflicts).
// `npm run build` first. The browser tests have their own (tests/e2e/support/server.ts).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { SERVER_NODE_FLAGS } from "./server-node-flags.js";

export interface ProductionServer {
  base: string;
  child: ChildProcess;
  dataDir: string;
  /** Stops the server and removes its data directory. */
  stop: () => Promise<void>;
}

/** `env` is added to this process's environment; a variable given as undefined is removed. */
export async function startProductionServer(
  name: string,
  env: Record<string, string | undefined> = {},
): Promise<ProductionServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    env: childEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}): is the app built? npm run build`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, child, dataDir, stop };
}
