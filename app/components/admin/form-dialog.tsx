import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/utils";

/**
 * The one admin dialog. Rendered `open` by the server when the URL asks for it (?new=1, ?edit=,
 * ?delete=), so it works without JavaScript; once hydrated it becomes a modal (`showModal`: focus
 * stays inside, Escape closes) and closing it returns to `closeTo`.
 */
export function FormDialog({
  title,
  description,
  closeTo,
  wide = false,
  children,
}: {
  title: string;
  description?: string;
  closeTo: string;
  /** Room for a long text (a JSON document) on large screens. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        void navigate(closeTo, { preventScrollReset: true });
      }}
      className={cn(
        "z-50 mx-auto mt-4 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl border border-border bg-card p-0 text-foreground shadow-2xl backdrop:bg-black/60 sm:mt-[8vh]",
        wide ? "max-w-5xl" : "max-w-2xl",
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        <Link
          to={closeTo}
          preventScrollReset
          aria-label="Close"
          className="-m-1 grid size-9 shrink-0 place-items-center rounded-lg hover:bg-accent-soft"
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}
