import { Menu, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { headerNav, site, videoChannelLabel } from "~/content/site";
import { useDetailsDismiss } from "~/lib/use-details-dismiss";
import { cn } from "~/lib/utils";
import { ExternalLink } from "./external-link";
import { ThemeSwitcher } from "./theme-switcher";

/** A header link; `size` holds its padding and text size (the mobile menu's are larger). */
const navLinkClass = ({ isActive }: { isActive: boolean }, size = "py-2 text-sm") =>
  cn(
    "rounded-md px-3 font-medium transition-colors hover:text-accent",
    size,
    isActive ? "text-accent" : "text-foreground/85",
  );

/** `videoChannel`: the video channel's address (site settings); without one, no link. */
export function SiteHeader({ videoChannel }: { videoChannel: string | null }) {
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so it is closed after any route change.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  // Escape closes the menu and puts focus back on its toggle.
  const menuRef = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(menuRef);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchShortcut(searchRef);

  // Transparent over the top of the page, opaque once it has scrolled more than 20 px (spec §9)
  // or while the menu is open: drawn by CSS (`.site-header` in app.css), so without JavaScript.
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40 border-b">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-foreground"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-accent text-sm text-accent-foreground"
          >
            BS
          </span>
          {/* On a phone the badge alone, so the search box has room; the name stays for readers. */}
          <span className="sr-only sm:not-sr-only">{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === "/"} className={navLinkClass}>
                  {item.name}
                </NavLink>
              </li>
            ))}
            {videoChannel ? (
              <li>
                <ExternalVideoLink
                  href={videoChannel}
                  className="px-3 py-2 text-sm font-medium text-foreground/85 hover:text-accent"
                />
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="flex min-w-0 flex-1 items-center justify-end gap-1 lg:flex-none">
          <SiteSearchForm inputRef={searchRef} />
          <ThemeSwitcher />
          {/* <details> opens and closes natively, so the menu works before JavaScript loads. */}
          <details
            ref={menuRef}
            data-dismiss
            className="group lg:hidden"
            open={menuOpen}
            onToggle={(event) => setMenuOpenOn(event.currentTarget.open ? pathname : null)}
          >
            <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-lg hover:bg-accent-soft [&::-webkit-details-marker]:hidden">
              <span className="sr-only">Menu</span>
              <Menu aria-hidden="true" className="size-6 group-open:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-open:block" />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-6 shadow-lg"
            >
              <ul className="flex flex-col py-2">
                {headerNav.map((item) => (
                  <li key={item.path}>
                    <NavLink
                      to={item.path}
                      end={item.path === "/"}
                      onClick={() => setMenuOpenOn(null)}
                      className={(state) => cn(navLinkClass(state, "py-3 text-base"), "block")}
                    >
                      {item.name}
                    </NavLink>
                  </li>
                ))}
                {videoChannel ? (
                  <li>
                    <ExternalVideoLink
                      href={videoChannel}
                      className="block px-3 py-3 text-base font-medium text-foreground/85 hover:text-accent"
                    />
                  </li>
                ) : null}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/**
 * The site search in the header: a plain GET form to /search, so it works on pages that load no
 * JavaScript.
 */
function SiteSearchForm({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Site"
      className="relative min-w-0 flex-1 sm:max-w-xs lg:w-40 lg:flex-none xl:w-56"
    >
      <label htmlFor="site-search" className="sr-only">
        Search the site
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      {/* One field: Enter (the phone keyboard's Search key) sends the form; no button needed. */}
      <input
        ref={inputRef}
        id="site-search"
        type="search"
        name="q"
        maxLength={100}
        placeholder="Search…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full min-w-0 rounded-lg border border-border bg-card/80 pr-3 pl-9 text-sm placeholder:text-muted/80 focus-visible:border-accent"
      />
    </form>
  );
}

/** On pages that hydrate, "/" or Ctrl-K (⌘K) puts the cursor in the header's search box. */
function useSearchShortcut(inputRef: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || event.defaultPrevented || event.altKey) return;
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey;
      if (!commandK && !slash) return;
      // "/" typed into a field is a character, not a shortcut.
      const target = event.target as HTMLElement | null;
      if (
        slash &&
        target &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      ) {
        return;
      }
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [inputRef]);
}

function ExternalVideoLink({ href, className }: { href: string; className: string }) {
  return (
    <ExternalLink href={href} className={cn("rounded-md transition-colors", className)}>
      {videoChannelLabel}
    </ExternalLink>
  );
}
