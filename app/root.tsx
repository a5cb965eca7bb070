import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import { config as configureZod } from "zod/v4/core";
import { ErrorScreen } from "./components/error-screen";
import { NotFoundScreen } from "./components/not-found-screen";
import { Toaster } from "./components/toaster";
import { site } from "./content/site";
import { readFlashToast } from "./lib/flash-toast.server";
import { useNonce } from "./lib/nonce";
import { toast } from "./lib/toast";
import { readTheme } from "./lib/theme.server";
import { useThemeChoice } from "./lib/use-theme-choice";

// Zod compiles object schemas with `new Function` when it may; under our CSP (no 'unsafe-eval')
// the browser reports even the caught attempt as a violation. Set here, in the root route (only
// Zod's small config module, not Zod itself), so it runs before any route module's schemas.
configureZod({ jitless: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const flash = await readFlashToast(request);
  return data(
    {
      theme: await readTheme(request.headers.get("Cookie")),
      siteUrl: context.env.SITE_URL ?? new URL(request.url).origin,
      toast: flash.toast,
    },
    { headers: flash.headers },
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The Latin subset of the text font, fetched with the CSS rather than after it: the text is
  // drawn once in its font instead of swapping (and shifting) on slow phones.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function meta(): Route.MetaDescriptors {
  return [{ title: site.name }, { name: "description", content: site.description }];
}

/** Root data (theme, site URL) only changes through actions, not by typing in a search box. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const theme = useThemeChoice();
  return (
    <html lang="en" data-theme={theme === "system" ? undefined : theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)" />
        <meta name="theme-color" content="#f8fafc" media="(prefers-color-scheme: light)" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const flashed = loaderData.toast;
  useEffect(() => {
    if (flashed) toast(flashed);
  }, [flashed]);
  return (
    <>
      {flashed ? (
        // Without JavaScript the flashed toast is a banner at the top of the page.
        <noscript>
          <div
            role="status"
            className="fixed inset-x-0 top-16 z-50 mx-auto max-w-xl rounded-b-xl border border-border bg-card px-5 py-3 text-center shadow-lg"
          >
            <strong className="block">{flashed.title}</strong>
            {flashed.description ? <span className="text-sm">{flashed.description}</span> : null}
          </div>
        </noscript>
      ) : null}
      <Outlet />
      <Toaster />
    </>
  );
}

/** Errors outside the public layout (the layout has its own boundary with header and footer). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} />;
}
