import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/utils";

/**
 * The one admin dialog. Rendered `open` by the server when the URL asks for it (?new=1, ?edit=,
 * ?delete=), so it works without JavaScript; once hydrated it becomes a modal (`showModal`: focus
 * stays inside, Escape closes) and closing it returns to `closeTo`.
 *
 * It fits any window: at most the window's height less a margin, centred, its title bar and its
 * actions (`DialogFooter`) always in view and only its body (`DialogBody`) scrolling. A dialog
 * holding a form makes the form the column (`dialogFormClass`), so the buttons in the footer
 * belong to it:
 *
 *   <FormDialog title closeTo>
 *     <Form className={dialogFormClass}>
 *       <DialogBody>fields</DialogBody>
 *       <DialogFooter>buttons</DialogFooter>
 *     </Form>
 *   </FormDialog>
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
        // Fixed and centred both as a modal and, before JavaScript, as a plain open dialog
        // (which gets its dimmed page from a wide shadow instead of ::backdrop).
        "fixed inset-0 z-50 m-auto hidden max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col overflow-hidden rounded-2xl border border-border bg-card p-0 text-foreground shadow-2xl open:flex backdrop:bg-black/60 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(0_0_0/0.6)]",
        wide ? "max-w-5xl" : "max-w-2xl",
      )}
    >
      <div className="flex shrink-0 items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold break-words">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        <Link
          to={closeTo}
          preventScrollReset
          aria-label="Close"
          className="-m-1 grid size-11 shrink-0 place-items-center rounded-lg hover:bg-accent-soft"
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </dialog>
  );
}

/** A form filling the dialog: its body scrolls, its footer stays. */
export const dialogFormClass = "flex min-h-0 flex-1 flex-col";

/** The dialog's content: the part that scrolls when the window is short. */
export function DialogBody({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The dialog's actions, always in view under its body. */
export function DialogFooter({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex shrink-0 flex-wrap items-center justify-end gap-3 border-t border-border px-5 py-3 sm:px-6",
        className,
      )}
    >
      {children}
    </div>
  );
}
