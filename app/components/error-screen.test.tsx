import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorScreen } from "./error-screen";
import { NotFoundScreen } from "./not-found-screen";

function render(node: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element: node }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllEnvs());

describe("ErrorScreen", () => {
  it("is titled 'Unexpected Application Error!' and shows the message", () => {
    const html = render(<ErrorScreen error={new Error("Database went away")} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Database went away");
  });

  it("shows the status of an error response", () => {
    const response = {
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: null,
    };
    const html = render(<ErrorScreen error={response} />);
    expect(html).toContain("503 Service Unavailable");
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
