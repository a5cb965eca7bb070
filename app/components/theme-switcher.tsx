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
 * Light, dark or follow the system. A disclosure holding a form of three toggle buttons (the
 * chosen one pressed), so it works the same on pages without scripts: the post sets the cookie
 * and comes back to this page. On pages that run React it is saved through a fetcher.
 */
export function ThemeSwitcher() {
  const choice = useThemeChoice();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(detailsRef);
  const current = CHOICES.find((c) => c.value === choice) ?? CHOICES[2]!;
  const CurrentIcon = current.icon;

  return (
    <details ref={detailsRef} data-dismiss className="relative" data-testid="theme-switcher">
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
        <div role="group" aria-label="Theme">
          {CHOICES.map(({ value, label, icon: Icon }) => {
            const checked = value === choice;
            return (
              <button
                key={value}
                type="submit"
                name="theme"
                value={value}
                aria-pressed={checked}
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
