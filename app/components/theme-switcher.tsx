import { Moon, Sun } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { THEME_FORM_ACTION } from "~/lib/theme";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";

/**
 * Switches between the dark and light themes. Which button shows is decided by CSS from the
 * effective theme (chosen or system), so the server never has to guess the system setting.
 */
export function ThemeSwitcher() {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const button = buttonVariants({ variant: "ghost", size: "icon" });
  return (
    <fetcher.Form method="post" action={THEME_FORM_ACTION}>
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        name="theme"
        value="light"
        className={cn(button, "light:hidden")}
        aria-label="Switch to light theme"
        title="Switch to light theme"
      >
        <Sun aria-hidden="true" className="size-5" />
      </button>
      <button
        type="submit"
        name="theme"
        value="dark"
        className={cn(button, "hidden light:inline-flex")}
        aria-label="Switch to dark theme"
        title="Switch to dark theme"
      >
        <Moon aria-hidden="true" className="size-5" />
      </button>
    </fetcher.Form>
  );
}
