import { useId } from "react";
import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * The newsletter sign-up form of the home page and the blog (spec §2, §4, §5).
 * It posts to /newsletter; the action, the pending labels and the toasts belong to the
 * newsletter feature and are built there.
 */
export function NewsletterSignup({
  variant,
  className,
}: {
  variant: "home" | "blog";
  className?: string;
}) {
  const id = useId();
  const inputId = `${id}-email`;
  return (
    <Form
      method="post"
      action="/newsletter"
      data-variant={variant}
      className={cn(
        "flex w-full flex-col gap-3",
        variant === "home" ? "sm:max-w-md" : "max-w-xl",
        className,
      )}
    >
      <label
        htmlFor={inputId}
        className={cn("text-sm font-medium", variant === "home" && "text-left")}
      >
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="block h-12 w-full min-w-0 rounded-lg sm:flex-1 border border-border bg-background px-3 text-base text-foreground placeholder:text-muted/80 focus-visible:border-accent"
        />
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          Subscribe
        </button>
      </div>
    </Form>
  );
}
