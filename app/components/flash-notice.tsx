import { X } from "lucide-react";
import type { ToastInput } from "~/lib/toast";
import { cn } from "~/lib/utils";

/**
 * A flashed toast on a page without scripts (after subscribing, sending a message, …): the same
 * card as the toast, drawn by the server. It is a `<details>` left open, so its close button works
 * without JavaScript; it fades after a few seconds unless pointed at or focused.
 */
export function FlashNotice({ notice }: { notice: ToastInput }) {
  const destructive = notice.variant === "destructive";
  return (
    <details
      open
      data-flash
      className="flash-notice group fixed right-0 bottom-0 z-[100] w-full p-4 not-open:hidden sm:max-w-sm"
    >
      <summary
        aria-label="Dismiss notice"
        className="absolute top-6 right-6 z-10 grid size-8 cursor-pointer list-none place-items-center rounded-md opacity-70 hover:opacity-100 [&::-webkit-details-marker]:hidden"
      >
        <X aria-hidden="true" className="size-4" />
      </summary>
      <div
        role={destructive ? "alert" : "status"}
        className={cn(
          "grid gap-1 rounded-xl border p-4 pr-10 shadow-lg",
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
