import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorScreen, errorScreenTitle } from "./error-screen";
import { NotFoundScreen } from "./not-found-screen";

function render(node: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element: node }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllEnvs());

describe("errorScreenTitle (the root's meta title for an error)", () => {
  const response = (status: number) => ({ status, statusText: "", internal: false, data: null });
  it("names a 404, a 503 and anything else", () => {
    expect(errorScreenTitle(response(404))).toBe("404: Page not found");
    expect(errorScreenTitle(response(503))).toBe("Temporarily unavailable");
    expect(errorScreenTitle(response(502))).toBe("Unexpected Application Error!");
    expect(errorScreenTitle(new Error("boom"))).toBe("Unexpected Application Error!");
  });
});

describe("ErrorScreen", () => {
  it("is titled 'Unexpected Application Error!' and shows the message", () => {
    const html = render(<ErrorScreen error={new Error("Database went away")} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Database went away");
  });

  it("shows the status of an error response", () => {
    const response = {
      status: 502,
      statusText: "Bad Gateway",
      internal: false,
      data: null,
    };
    const html = render(<ErrorScreen error={response} />);
    expect(html).toContain("502 Bad Gateway");
  });

  it("says a 503 (the database is down) is temporary, with its message and a link to retry", () => {
    const response = {
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: "The site's database is not answering right now. Please try again in a minute.",
    };
    const html = render(<ErrorScreen error={response} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Temporarily unavailable");
    expect(html).toContain("database is not answering right now");
    expect(html).not.toContain("Unexpected Application Error!");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Try again<\/a>/);
    const withoutMessage = render(<ErrorScreen error={{ ...response, data: null }} />);
    expect(withoutMessage).toContain("Please try again in a minute.");
  });

  it("shows the stack in development only", () => {
    const error = new Error("boom");
    error.stack = "Error: boom\n    at secretFunction (file.ts:1:1)";
    vi.stubEnv("DEV", true);
    expect(render(<ErrorScreen error={error} />)).toContain("secretFunction");
    vi.stubEnv("DEV", false);
    expect(render(<ErrorScreen error={error} />)).not.toContain("secretFunction");
  });
});

describe("NotFoundScreen", () => {
  it("shows 404 and a link home", () => {
    const html = render(<NotFoundScreen />);
    expect(html).toContain("404");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });
});
