import { ExternalLink, LogOut } from "lucide-react";
import { Form, Link, Outlet, useLocation, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ADMIN_NAV, isNavItemActive } from "~/features/admin/nav";
import { requireAdmin } from "~/features/auth/session.server";
import { HYDRATE } from "~/lib/hydration";
import { useCurrentInStrip } from "~/lib/use-current-in-strip";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/layout";

// Child loaders run in parallel with this one and on their own during client navigation,
// so every admin loader and action calls requireAdmin itself; this one only feeds the shell.
/** The admin area runs React: dialogs, toasts, live previews (ADR 025). */
export const handle = HYDRATE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.db, request);
  return { email: admin.email };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  // On a phone the sidebar is a strip that scrolls sideways, kept on the current screen's item.
  const navList = useCurrentInStrip<HTMLUListElement>(pathname);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-foreground"
      >
        Skip to content
      </a>
      <div
        aria-hidden="true"
        className={cn(
          "fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-transform duration-500",
          loading ? "scale-x-75" : "scale-x-0",
        )}
      />
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <p className="text-lg font-bold">Admin Panel</p>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-muted md:inline">{loaderData.email}</span>
            <Link to="/" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <ExternalLink aria-hidden="true" />
              Exit
            </Link>
            <Form method="post" action="/admin/logout">
              <Button type="submit" variant="outline" size="sm">
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <div className="lg:grid lg:grid-cols-[15rem_1fr]">
        <nav
          aria-label="Admin"
          className="border-b border-border lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:border-r lg:border-b-0"
        >
          <ul ref={navList} className="relative flex gap-1 overflow-x-auto p-2 lg:flex-col lg:p-4">
            {ADMIN_NAV.map((item) => {
              const active = isNavItemActive(pathname, item.href);
              return (
                <li key={item.href} className="shrink-0">
                  <Link
                    to={item.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                      active ? "bg-accent text-accent-foreground" : "hover:bg-accent-soft",
                    )}
                  >
                    <item.icon aria-hidden="true" className="size-4 shrink-0" />
                    {item.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main
          id="main"
          aria-busy={loading || undefined}
          className={cn("min-w-0 p-4 sm:p-6 lg:p-8", loading && "opacity-70 transition-opacity")}
        >
          {loading ? (
            <p role="status" className="sr-only">
              Loading…
            </p>
          ) : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
