import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { ErrorList } from "~/components/forms";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import {
  INVALID_EMAIL,
  NEWSLETTER_MESSAGES,
  NewsletterFormSchema,
  type NewsletterOutcome,
} from "../schema";

const noSubscription = () => () => {};

/** The id of the section around the form: a post without scripts comes back scrolled to it. */
export const NEWSLETTER_SECTION_ID = "newsletter";

const PENDING_LABEL = { home: "Subscribing...", blog: "Establishing link..." } as const;

/**
 * The newsletter sign-up of the home page and the blog (spec §4, §5, §8). With JavaScript it
 * posts through a fetcher; without, the post redirects back here. Either way the outcome's toast
 * arrives through the flash cookie, which the root shows (ADR 049).
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
  const errorId = `${id}-error`;
  const fetcher = useFetcher<{ outcome: NewsletterOutcome; message: { title: string } }>();
  const formRef = useRef<HTMLFormElement>(null);
  const { pathname, search } = useLocation();
  // False while rendering on the server and hydrating, true afterwards.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [clientError, setClientError] = useState<string | null>(null);
  const submitting = fetcher.state !== "idle";
  const outcome = fetcher.state === "idle" ? fetcher.data?.outcome : undefined;
  // A post without scripts comes back with its outcome flashed (the root's toast): an invalid
  // address is then also explained at the field.
  const flashed = useRouteLoaderData<{ toast: { title: string; description?: string } | null }>(
    "root",
  )?.toast;
  const invalidMessage = NEWSLETTER_MESSAGES[variant].invalid;
  const flashedInvalid =
    !fetcher.data &&
    flashed?.title === invalidMessage.title &&
    flashed.description === invalidMessage.description;
  const error = clientError ?? (outcome === "invalid" || flashedInvalid ? INVALID_EMAIL : null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.outcome === "subscribed") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      // The home form relies on the browser's check (empty means no action); the blog form
      // explains an empty or malformed address itself.
      noValidate={variant === "blog"}
      data-variant={variant}
      onSubmit={(event) => {
        if (variant !== "blog") return;
        const email = new FormData(event.currentTarget).get("email");
        if (!NewsletterFormSchema.shape.email.safeParse(email).success) {
          event.preventDefault();
          setClientError(INVALID_EMAIL);
          toast(NEWSLETTER_MESSAGES.blog.invalid);
        }
      }}
      className={cn(
        "flex w-full flex-col gap-3",
        variant === "home" ? "sm:max-w-md" : "max-w-xl",
        className,
      )}
    >
      <input type="hidden" name="variant" value={variant} />
      <input
        type="hidden"
        name="redirectTo"
        value={`${pathname}${search}#${NEWSLETTER_SECTION_ID}`}
      />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
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
          required={variant === "home"}
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onInput={() => setClientError(null)}
          className="block h-12 w-full min-w-0 rounded-lg border border-border bg-background px-3 text-base text-foreground placeholder:text-muted/80 focus-visible:border-accent aria-[invalid=true]:border-danger sm:flex-1"
        />
        <button
          type="submit"
          disabled={submitting}
          data-pending={PENDING_LABEL[variant]}
          className={buttonVariants({ size: "lg" })}
        >
          {submitting ? PENDING_LABEL[variant] : "Subscribe"}
        </button>
      </div>
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}
