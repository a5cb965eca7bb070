import { Check, type LucideIcon, Monitor, Moon, Sun } from "lucide-react";
import { useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { THEME_FORM_ACTION, type Theme } from "~/lib/theme";
import { useDetailsDismiss } from "~/lib/use-details-dismiss";
import { useThemeChoice } from "~/lib/use-theme-choice";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";

const CHOICES: { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/**
 * Light, dark or follow the system. A disclosure holding a form of three submit buttons, so it
 * works before (and without) JavaScript: the post sets the cookie and comes back to this page.
 * With JavaScript it is a menu of radio items (arrow keys, Escape) saved through a fetcher.
 */
export function ThemeSwitcher() {
  const choice = useThemeChoice();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useDetailsDismiss(detailsRef);
  const current = CHOICES.find((c) => c.value === choice) ?? CHOICES[2]!;
  const CurrentIcon = current.icon;

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitemradio]") ?? []),
  ];

  return (
    <details
      ref={detailsRef}
      className="relative"
      data-testid="theme-switcher"
      onToggle={(event) => {
        // Opening puts focus on the current choice, as a menu does.
        if (event.currentTarget.open) {
          items()
            .find((item) => item.getAttribute("aria-checked") === "true")
            ?.focus();
        }
      }}
    >
      <summary
        title="Theme"
        className={cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <CurrentIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">Theme: {current.label}</span>
      </summary>
      <fetcher.Form
        method="post"
        action={THEME_FORM_ACTION}
        onSubmit={() => {
          const details = detailsRef.current;
          if (!details) return;
          details.open = false;
          details.querySelector("summary")?.focus();
        }}
        className="absolute top-full right-0 z-50 mt-2 w-44 rounded-xl border border-border bg-background p-1 shadow-lg"
      >
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <div
          ref={menuRef}
          role="menu"
          aria-label="Theme"
          onKeyDown={(event) => {
            const all = items();
            const at = all.indexOf(document.activeElement as HTMLElement);
            const next: Record<string, number> = {
              ArrowDown: (at + 1) % all.length,
              ArrowUp: (at - 1 + all.length) % all.length,
              Home: 0,
              End: all.length - 1,
            };
            const target = next[event.key];
            if (target === undefined) return;
            event.preventDefault();
            all[target]?.focus();
          }}
        >
          {CHOICES.map(({ value, label, icon: Icon }) => {
            const checked = value === choice;
            return (
              <button
                key={value}
                type="submit"
                name="theme"
                value={value}
                role="menuitemradio"
                aria-checked={checked}
                className={cn(
                  "flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm transition-colors hover:bg-accent-soft",
                  checked ? "font-semibold text-accent" : "text-foreground",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
                {checked ? <Check aria-hidden="true" className="ml-auto size-4" /> : null}
              </button>
            );
          })}
        </div>
      </fetcher.Form>
    </details>
  );
}
