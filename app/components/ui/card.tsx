import { cn } from "~/lib/utils";

/** A bordered panel. `padding`: its padding classes (p-6 unless given), kept apart from `className`. */
export function Card({
  className,
  padding = "p-6",
  ...props
}: React.ComponentProps<"div"> & { padding?: string }) {
  return (
    <div className={cn("rounded-xl border border-border bg-card", padding, className)} {...props} />
  );
}
