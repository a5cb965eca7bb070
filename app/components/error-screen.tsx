import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonVariants } from "./ui/button";

/**
 * The document title of the error screens, given by the root's `meta` (a `<title>` inside the
 * screen would follow the root's own in the HTML, and only a script could make it win).
 */
export function errorScreenTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return "404: Page not found";
  if (isRouteErrorResponse(error) && error.status === 503) return "Temporarily unavailable";
  if (refusedRequest(error)) return "Request not accepted";
  return "Unexpected Application Error!";
}

/** A request the site refused with a sentence (a form outside its bounds: app/lib/form-body.server.ts). */
function refusedRequest(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return null;
  return typeof error.data === "string" && error.data.trim() ? error.data.trim() : null;
}

/** The screen for an unhandled error: its status or message, and the stack in development. */
export function ErrorScreen({ error }: { error: unknown }) {
  const location = useLocation();
  // A 503 (the database is down: server/database-outage.ts) is temporary: say so.
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-24">
        <h1 className="text-2xl font-semibold">Temporarily unavailable</h1>
        <p className="mt-4 text-lg text-muted" data-testid="error-detail">
          {typeof error.data === "string" && error.data
            ? error.data
            : "The site cannot answer right now. Please try again in a minute."}
        </p>
        <a
          href={`${location.pathname}${location.search}`}
          className={buttonVariants({ variant: "outline", className: "mt-8" })}
        >
          Try again
        </a>
      </main>
    );
  }
  const refused = refusedRequest(error);
  if (refused) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-24">
        <h1 className="text-2xl font-semibold">Request not accepted</h1>
        <p className="mt-4 text-lg text-muted" data-testid="error-detail">
          {refused}
        </p>
        <Link to="/" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
          Return to Home
        </Link>
      </main>
    );
  }
  let detail = "Something went wrong.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted" data-testid="error-detail">
        {detail}
      </p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-lg border border-border bg-card p-4 text-xs">
          {stack}
        </pre>
      ) : null}
      <Link to="/" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        Return to Home
      </Link>
    </main>
  );
}
