// A student's connection drops in the middle of an upload: no row and no file may remain.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { submissions } from "~db/schema";
import { openDatabase } from "../../app/lib/db.server";
import { startServerWith } from "./support/server";

test("killing an upload mid-stream leaves no submission and no file", async () => {
  const server = await startServerWith(async () => {});
  const boundary = "----interrupted-upload-boundary";
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    [
      field("title", "Never finished"),
      field("resourceType", "notes"),
      field("subject", "english"),
      field("level", "foundation"),
      field("term", "term1"),
      field("description", "The connection drops halfway."),
      field("authorName", "Asha"),
      field("email", "asha@example.com"),
      field("consent", "on"),
    ].join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  try {
    const url = new URL("/resources/submit/upload", server.baseURL);
    await new Promise<void>((resolve) => {
      const request = http.request(url, {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          // Claims 20 MB, sends about 3 MB, then the connection is cut.
          "Content-Length": String(20 * 1024 * 1024),
          Origin: server.baseURL,
        },
      });
      request.on("error", () => resolve());
      request.on("close", () => resolve());
      request.write(head);
      request.write(
        Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3 * 1024 * 1024, 65)]),
        () => {
          setTimeout(() => request.destroy(), 200);
        },
      );
    });
    // Give the server a moment to notice and clean up.
    const uploads = path.join(server.dataDir, "uploads");
    await expect
      .poll(() => (fs.existsSync(uploads) ? fs.readdirSync(uploads) : []), { timeout: 10_000 })
      .toEqual([]);
    // The server still answers.
    expect((await fetch(new URL("/healthz", server.baseURL))).status).toBe(200);
  } finally {
    await server.stop({ keepData: true });
  }
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, "db") });
  try {
    expect(await handle.db.select().from(submissions)).toEqual([]);
  } finally {
    await handle.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});
