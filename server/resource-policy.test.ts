import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewImageUrl } from "~/features/blog/preview-image";
import { crossOriginResourcePolicy, resourcePolicyFor } from "./resource-policy";

describe("Cross-Origin-Resource-Policy", () => {
  it("lets other sites load the images mail shows, and nothing else", () => {
    const post = { slug: "quiz 2/ü", title: "Quiz 2", category: "News", cover: null };
    const preview = new URL(previewImageUrl(post, "https://hub.example")).pathname;
    expect(resourcePolicyFor(preview)).toBe("cross-origin");
    expect(resourcePolicyFor("/blog/welcome-to-the-hub/preview.jpg")).toBe("cross-origin");
    for (const path of [
      "/",
      "/blog/welcome-to-the-hub",
      "/blog/welcome-to-the-hub/cover.svg",
      "/blog/a/b/preview.jpg",
      "/blog/preview.jpg",
      "/covers/cover-00000000-0000-0000-0000-000000000000-1200w.jpg",
      "/files/some-upload.pdf",
      "/admin/newsletter/1/preview",
      "/images/logo-512.png",
      "/blog/welcome-to-the-hub/preview.jpg.html",
    ]) {
      expect(resourcePolicyFor(path), path).toBe("same-origin");
    }
  });

  describe("as the server sends it (helmet's own off, as in server/app.ts)", () => {
    let server: http.Server;
    let origin: string;
    beforeAll(async () => {
      const app = express();
      app.use(helmet({ crossOriginResourcePolicy: false }));
      app.use(crossOriginResourcePolicy());
      app.get("/{*path}", (_req, res) => {
        res.type("image/jpeg").send(Buffer.from([0xff, 0xd8, 0xff]));
      });
      server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("answers a mail image cross-origin (with its version query), a page same-origin", async () => {
      const image = await fetch(`${origin}/blog/welcome/preview.jpg?v=0a1b2c3d`);
      expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      for (const path of ["/blog/welcome", "/blog/welcome/cover.svg?v=1", "/covers/x.jpg"]) {
        const response = await fetch(`${origin}${path}`);
        expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      }
    });
  });
});
