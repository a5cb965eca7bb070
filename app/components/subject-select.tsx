// The subject of a resource, picked from the level's subjects (names shown, slugs posted).
// Before JavaScript (and without it) every level's subjects are listed, one group per level, and
// the server checks the pair; once hydrated only the chosen level's subjects are offered.
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { fieldControlClass, FieldShell } from "~/components/forms";
import { type FieldMeta, selectProps } from "~/lib/field-props";

/** One subject a form may pick. */
export interface SubjectChoice {
  level: string;
  slug: string;
  name: string;
}

const GROUP_LABELS: Record<string, string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  degree: "Degree",
  bsc: "BSc Degree",
  bs: "BS Degree",
};

const noSubscription = () => () => {};

export function SubjectSelectField({
  meta,
  level,
  subjects,
  label = "Subject",
  className,
  addHref = "/admin/subjects",
  extraOptions = [],
}: {
  meta: FieldMeta;
  /** The level the form has chosen (its current value), if any. */
  level: string | undefined;
  subjects: readonly SubjectChoice[];
  label?: string;
  className?: string;
  /** Where a missing subject is added (the hint's link); null leaves the hint out. */
  addHref?: string | null;
  /** Choices offered at every level, after the level's subjects (the public form's "other"). */
  extraOptions?: readonly { value: string; label: string }[];
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const hintNeeded = addHref !== null;
  const props = selectProps(meta, { describedBy: hintNeeded ? meta.descriptionId : undefined });
  const levels = [...new Set(subjects.map((s) => s.level))];
  const shown = hydrated && level ? levels.filter((l) => l === level) : levels;
  const empty = hydrated && level && !levels.includes(level);
  const href =
    addHref && level ? `${addHref}?level=${encodeURIComponent(level)}&new=1` : (addHref ?? "");
  return (
    <FieldShell
      meta={meta}
      label={label}
      className={className}
      required={meta.required}
      hint={
        hintNeeded ? (
          <>
            Not in the list?{" "}
            <Link to={href} className="font-medium text-accent underline underline-offset-2">
              Add the subject
            </Link>{" "}
            first.
          </>
        ) : undefined
      }
    >
      <select {...props} className={fieldControlClass}>
        <option value="">
          {empty && extraOptions.length === 0 ? "No subjects at this level yet" : "Select subject"}
        </option>
        {shown.map((l) => (
          <optgroup key={l} label={GROUP_LABELS[l] ?? l}>
            {subjects
              .filter((s) => s.level === l)
              .map((s) => (
                <option key={`${l}/${s.slug}`} value={s.slug}>
                  {s.name}
                </option>
              ))}
          </optgroup>
        ))}
        {extraOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
