import { X } from "lucide-react";
import type { ToastInput } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { TOAST_CARD_PADDING, TOAST_PLACEMENT } from "./toaster";

/**
 * A flashed toast on a page without scripts (after subscribing, sending a message, …): the same
 * card as the toast, drawn by the server. It is a `<details>` left open, so its close button works
 * without JavaScript; it fades after a few seconds unless pointed at or focused.
 */
export function FlashNotice({ notice }: { notice: ToastInput }) {
  const destructive = notice.variant === "destructive";
  return (
    <details open data-flash className={cn("flash-notice group not-open:hidden", TOAST_PLACEMENT)}>
      <summary
        aria-label="Dismiss notice"
        className="absolute top-3 right-4 z-10 sm:right-2 grid size-8 cursor-pointer list-none place-items-center rounded-md opacity-70 hover:opacity-100 [&::-webkit-details-marker]:hidden"
      >
        <X aria-hidden="true" className="size-4" />
      </summary>
      <div
        role={destructive ? "alert" : "status"}
        className={cn(
          "grid rounded-xl border shadow-lg",
          TOAST_CARD_PADDING,
          destructive
            ? "border-red-500/50 bg-red-700 text-white"
            : "border-border bg-card text-foreground",
        )}
      >
        <p className="text-sm font-semibold">{notice.title}</p>
        {notice.description ? <p className="text-sm opacity-90">{notice.description}</p> : null}
      </div>
    </details>
  );
}
