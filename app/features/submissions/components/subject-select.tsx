import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { useSyncExternalStore } from "react";
import { ErrorList } from "~/components/forms";
import { cn } from "~/lib/utils";
import type { SubjectChoice } from "../publish-schema";

const noSubscription = () => () => {};

/**
 * The subject, chosen from the subjects table: names shown, slugs stored. Before JavaScript runs
 * (and without it) every level's subjects are listed in groups and the server checks the pair;
 * once hydrated, only the chosen level's subjects are offered.
 */
export function SubjectSelect({
  meta,
  level,
  levels,
  subjects,
  hint,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  /** The level chosen in the form right now. */
  level: string | undefined;
  levels: readonly { value: string; label: string }[];
  subjects: readonly SubjectChoice[];
  hint?: React.ReactNode;
  className?: string;
}) {
  // False on the server and while hydrating, true once React runs in the browser.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { key, defaultValue, ...props } = getSelectProps(meta, {
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  const groups = levels
    .filter((l) => !hydrated || !level || l.value === level)
    .map((l) => ({ ...l, subjects: subjects.filter((s) => s.level === l.value) }))
    .filter((g) => g.subjects.length > 0);
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-sm font-medium">
        Subject
        <span aria-hidden="true" className="text-accent">
          {" "}
          *
        </span>
      </label>
      <select
        key={key}
        {...props}
        required
        defaultValue={Array.isArray(defaultValue) ? defaultValue[0] : defaultValue}
        className="block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-base text-foreground focus-visible:border-accent aria-[invalid=true]:border-danger"
      >
        <option value="">Choose a subject</option>
        {groups.map((group) => (
          <optgroup key={group.value} label={group.label}>
            {group.subjects.map((s) => (
              <option key={`${s.level}/${s.slug}`} value={s.slug}>
                {s.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
