import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { dismissToast, TOAST_DURATION_MS, type ToastItem, useToasts } from "~/lib/toast";
import { cn } from "~/lib/utils";

/**
 * Where a toast sits, for the toast and for the notice drawn without JavaScript
 * (flash-notice.tsx): inside the 4rem header bar (a title and a line of text fit in it), full
 * width on phones and centred on wider screens, so nothing below the bar is covered.
 */
export const TOAST_PLACEMENT =
  "fixed inset-x-0 top-0 z-[100] mx-auto w-full px-2 py-1 sm:max-w-sm sm:px-0";
/** The card's padding: compact enough to stay inside the header bar. */
export const TOAST_CARD_PADDING = "py-2 pr-10 pl-4";

/**
 * Renders the toast of app/lib/toast.ts (one at a time) in a fixed region at the top (centred on
 * wider screens): over the header bar, clear of the actions a save ends on (a dialog's footer, a
 * form's Save button at the bottom), so a second click never lands on the toast (ADR 026);
 * announced as a status (errors assertively), closed by its Close button, by Escape while focus is
 * in it, or after its duration (paused while hovered or focused). F8 moves focus to the region.
 * The live region is always in the page and the toast is put inside it: screen readers announce
 * what is added to a live region they know, not reliably a live region that appears.
 * Our own few lines instead of Radix's toast (ADR 026): the same behaviour for a tenth of the bytes.
 */
export function Toaster() {
  const current = useToasts().find((t) => t.open);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8" && region.current?.firstElementChild) {
        event.preventDefault();
        region.current.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className={cn(
        "pointer-events-none flex max-h-dvh flex-col gap-2 outline-none",
        TOAST_PLACEMENT,
      )}
    >
      <div
        role="status"
        aria-live={current?.variant === "destructive" ? "assertive" : "polite"}
        aria-atomic="true"
      >
        {current ? <Toast key={current.id} toast={current} /> : null}
      </div>
    </section>
  );
}

function Toast({ toast: t }: { toast: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const duration = t.duration ?? TOAST_DURATION_MS;

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismissToast(t.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, t.id]);

  const destructive = t.variant === "destructive";
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === "Escape") dismissToast(t.id);
      }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      className={cn(
        "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border shadow-lg",
        TOAST_CARD_PADDING,
        destructive
          ? "border-red-500/50 bg-red-700 text-white"
          : "border-border bg-card text-foreground",
      )}
    >
      <div className="grid">
        <p className="text-sm font-semibold">{t.title}</p>
        {t.description ? <p className="text-sm opacity-90">{t.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismissToast(t.id)}
        className="absolute top-2 right-2 grid size-8 place-items-center rounded-md opacity-70 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
