import { describe, expect, it } from "vitest";
import { embeddableVideo, VIDEO_EMBED_PATH } from "./video-embed";

const ID = "dQw4w9WgXcQ";

describe("embeddableVideo", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123&index=2`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=share-token`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
  ])("plays %s from the privacy-enhanced host, and links to its watch page", (link) => {
    expect(embeddableVideo(link)).toEqual({
      id: ID,
      watchUrl: `https://www.youtube.com/watch?v=${ID}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    });
  });

  it.each([
    ["90", 90],
    ["90s", 90],
    ["1m30s", 90],
    ["1h2m3s", 3723],
  ])("keeps a start time t=%s (%i s)", (t, seconds) => {
    expect(embeddableVideo(`https://youtu.be/${ID}?t=${t}`)).toMatchObject({
      watchUrl: `https://www.youtube.com/watch?v=${ID}&t=${seconds}s`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&start=${seconds}`,
    });
  });

  it("ignores a start time it cannot read", () => {
    expect(embeddableVideo(`https://youtu.be/${ID}?t=soon`)?.embedUrl).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    );
  });

  it.each([
    "https://drive.google.test/file/d/abc/view",
    "https://vimeo.com/123456",
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/@channel",
    "https://www.youtube.com/playlist?list=PL123",
    `https://youtube.com.evil.test/watch?v=${ID}`,
    `https://evil.test/youtu.be/${ID}`,
    `https://user@www.youtube.com/watch?v=${ID}`,
    `javascript:alert("https://youtu.be/${ID}")`,
    `ftp://youtu.be/${ID}`,
    `/watch?v=${ID}`,
    `https://youtu.be/${ID}"onmouseover="x`,
    "",
    null,
    undefined,
  ])("leaves %j as an ordinary link", (link) => {
    expect(embeddableVideo(link)).toBeUndefined();
  });
});

describe("VIDEO_EMBED_PATH", () => {
  it("matches a subject's lectures page and nothing else", () => {
    expect(VIDEO_EMBED_PATH.test("/resources/foundation/mathematics/lectures")).toBe(true);
    for (const path of [
      "/resources/foundation/mathematics/notes",
      "/resources/foundation/mathematics/lectures/x",
      "/resources/foundation/lectures",
      "/admin/lectures",
      "/blog/lectures",
    ]) {
      expect(VIDEO_EMBED_PATH.test(path), path).toBe(false);
    }
  });
});
