import { ArrowRight, CheckCircle2, Circle, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import { cn } from "~/lib/utils";
import { checklistItems, type DemoCounts, demoParts, type LaunchStatus } from "../launch-checklist";

/**
 * What a real launch still lacks, each item with the screen that fixes it. Done and to-do items
 * differ in icon and words, not only in colour. With everything done, one line.
 */
export function LaunchChecklist({ status }: { status: LaunchStatus }) {
  const items = checklistItems(status);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) {
    return (
      <p
        className="mt-6 flex items-center gap-2 rounded-xl border border-border bg-card px-4 py-3 text-sm"
        data-testid="launch-done"
      >
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-accent" />
        Launch checklist complete: details, links, folders and this term&apos;s dates are set, and
        no demo content is left.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="launch-heading"
      className="mt-6 rounded-xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="launch-heading" className="font-semibold">
          Launch checklist
        </h2>
        <p className="text-sm text-muted" data-testid="launch-progress">
          {done} of {items.length} done
        </p>
      </div>
      <ul className="mt-3 grid gap-2 md:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.key}
            data-testid={`launch-${item.key}`}
            className="flex min-w-0 gap-3 rounded-lg border border-border bg-background px-3 py-2.5"
          >
            {item.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{item.title}</span>
                <span
                  className={cn(
                    "rounded-full px-2 text-xs leading-5 font-semibold",
                    item.done
                      ? "bg-accent-soft text-foreground"
                      : "border border-border text-muted",
                  )}
                >
                  {item.done ? "Done" : "To do"}
                </span>
              </p>
              <p className="mt-0.5 break-words text-muted">{item.detail}</p>
              {item.href ? (
                <Link
                  to={item.href}
                  preventScrollReset={item.key === "demo"}
                  className="mt-1 inline-flex min-h-6 items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
                >
                  {item.action}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The one confirmation before the demo content goes: names what goes, kind by kind. Without
 * JavaScript it is an open dialog drawn by the server (?remove-demo=1), like every admin dialog.
 */
export function RemoveDemoDialog({ counts, closeTo }: { counts: DemoCounts; closeTo: string }) {
  const busy = useSubmittingIntent("remove-demo");
  return (
    <FormDialog title="Remove all demo content?" closeTo={closeTo}>
      <Form method="post" action={closeTo} className={dialogFormClass}>
        <DialogBody>
          <p>This removes for good:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="demo-to-remove">
            {demoParts(counts).map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
          <p className="mt-3">
            The sample files are deleted from storage too. Everything you added or edited stays, and
            so do practice questions your own mocks use. This cannot be undone.
          </p>
        </DialogBody>
        <DialogFooter>
          <Link to={closeTo} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
          <Button
            type="submit"
            name="intent"
            value="remove-demo"
            disabled={busy}
            className="bg-danger text-background hover:bg-danger/90"
          >
            <Trash2 aria-hidden="true" />
            {busy ? "Removing..." : "Remove demo content"}
          </Button>
        </DialogFooter>
      </Form>
    </FormDialog>
  );
}
