// First: Zod's `jitless` before any route module creates a schema (no `new Function` under the CSP).
import "./lib/zod-jitless";
import "./app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
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
import { ErrorScreen, errorScreenTitle } from "./components/error-screen";
import { FlashNotice } from "./components/flash-notice";
import { NotFoundScreen } from "./components/not-found-screen";
import { Toaster } from "./components/toaster";
import { site } from "./content/site";
import { readFlashToast } from "./lib/flash-toast.server";
import { useHydrates } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import { PAGE_SCRIPT, SPECULATION_RULES } from "./lib/page-script";
import { readTheme } from "./lib/theme.server";
import { useServerToasts } from "./lib/use-server-toasts";
import { useThemeChoice } from "./lib/use-theme-choice";

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
  // The Latin subset of the text font, fetched with the CSS rather than after it. The font is
  // `font-display: optional` (app.css, ADR 027): text is drawn once, in Inter when it is there in
  // time (the preload makes that the usual case), never swapped or shifted afterwards.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: error ? errorScreenTitle(error) : site.name },
    { name: "description", content: site.description },
  ];
}

/**
 * Root data (theme, site URL) only changes through actions, not by typing in a search box. After
 * every submission, whatever its answer, the root reads the toast it may have flashed (ADR 049).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/**
 * True on pages whose route asks for the client (app/lib/hydration.ts), and always in the browser:
 * a document runs React only when it was served hydrating, and then keeps it for pages it
 * navigates to.
 */
function useClientPage(): boolean {
  return useHydrates() || typeof document !== "undefined";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const theme = useThemeChoice();
  const clientPage = useClientPage();
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
        {clientPage ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : import.meta.env.SSR ? (
          // Only ever rendered by the server (in the browser every page is a client page), so
          // the client build leaves the two scripts' text out of the bundle.
          <>
            {/* Allowed by their hashes (server/app.ts), so they carry no nonce. */}
            <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />
            <script
              type="speculationrules"
              dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
            />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const flashed = loaderData.toast;
  const clientPage = useClientPage();
  useServerToasts();
  return (
    <>
      {/* A page without scripts shows the flashed notice as markup (the server renders it, and
          the client bundle leaves it out); others as a toast. */}
      {import.meta.env.SSR && flashed && !clientPage ? <FlashNotice notice={flashed} /> : null}
      <Outlet />
      {clientPage ? <Toaster /> : null}
    </>
  );
}

/** Errors outside the public layout (the layout has its own boundary with header and footer). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} />;
}
