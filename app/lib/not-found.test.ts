import { expect, it } from "vitest";
import { notFound, notFoundText } from "./not-found";

it("notFound is the 404 a page's error boundary shows, with an optional message", () => {
  expect(notFound()).toMatchObject({ data: null, init: { status: 404, statusText: "Not Found" } });
  expect(notFound("This issue does not exist.")).toMatchObject({
    data: "This issue does not exist.",
    init: { status: 404 },
  });
});

it("notFoundText is a plain-text 404 that no cache keeps", async () => {
  const response = notFoundText("Image not found", "private, no-store");
  expect(response.status).toBe(404);
  expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(await response.text()).toBe("Image not found\n");
  expect(notFoundText().headers.get("Cache-Control")).toBe("no-store");
});
