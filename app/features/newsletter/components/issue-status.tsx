import { cn } from "~/lib/utils";
import { ISSUE_STATUS_LABELS, type IssueStatus } from "../issue-labels";

/** Draft (outlined), sending (accent outline), sent (filled): the look of the blogs' statuses. */
export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        status === "sent" && "bg-accent-soft text-accent",
        status === "sending" && "border border-accent/50 text-accent",
        status === "draft" && "border border-border text-muted",
      )}
    >
      {ISSUE_STATUS_LABELS[status]}
    </span>
  );
}
