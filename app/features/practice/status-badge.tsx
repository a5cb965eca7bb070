/** A question's or paper's status in the admin lists. */
export function StatusBadge({ status }: { status: string }) {
  return status === "published" ? (
    <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent">
      Published
    </span>
  ) : (
    <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted">
      Draft
    </span>
  );
}
