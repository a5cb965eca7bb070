// Vitest setupFile of the security project, whose suites render tens of thousands of pages.
// React's development build records an owner stack for every element it creates (an Error whose
// stack is captured, up to 10,000 per render): a third of those renders' time, only to enrich
// the warnings it prints. Holding the counter at its cap takes React's own path for elements
// past it (no stack captured); the HTML rendered, and so everything the suites check, is the same.
import React from "react";

const internals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
// A React that no longer has this counter fails here, so an upgrade says what changed: the
// suites would still pass without this file, only slower; delete it or find the new counter.
if (!internals || !("recentlyCreatedOwnerStacks" in internals)) {
  throw new Error(
    "tests/setup/react-owner-stacks.ts: React's recentlyCreatedOwnerStacks counter is gone; remove this setup file or point it at React's new counter",
  );
}
Object.defineProperty(internals, "recentlyCreatedOwnerStacks", {
  get: () => 10_000,
  set() {},
});
