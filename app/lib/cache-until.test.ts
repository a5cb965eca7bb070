import { expect, it } from "vitest";
import { cacheHeadersUntil } from "./cache-until";

const PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const now = Date.parse("2026-11-24T04:00:00Z");

it("leaves Cache-Control alone when nothing is scheduled", () => {
  expect(cacheHeadersUntil(PAGE, null, now)).toEqual({ "Cache-Control": PAGE });
});

it("cuts every lifetime so no cache serves the page after the next publish time", () => {
  const soon = new Date(now + 90_000);
  expect(cacheHeadersUntil(PAGE, soon, now)).toEqual({
    "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=30",
    Expires: soon.toUTCString(),
  });
  const verySoon = new Date(now + 20_000);
  expect(cacheHeadersUntil(PAGE, verySoon, now)["Cache-Control"]).toBe(
    "public, max-age=0, s-maxage=20, stale-while-revalidate=0",
  );
  expect(cacheHeadersUntil("public, max-age=300", verySoon, now)["Cache-Control"]).toBe(
    "public, max-age=20",
  );
  const later = new Date(now + 3_600_000);
  expect(cacheHeadersUntil(PAGE, later, now)["Cache-Control"]).toBe(PAGE);
});
