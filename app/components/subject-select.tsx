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
  /** Its group's title within the level (a diploma course's diploma); the level's when absent. */
  group?: string;
}

const GROUP_LABELS: Record<string, string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  degree: "Degree",
  bsc: "BSc Degree",
  bs: "BS Degree",
};

/** The optgroup a subject is listed under. */
const groupOf = (s: SubjectChoice) => s.group ?? GROUP_LABELS[s.level] ?? s.level;

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
  // One group per level, or per group within a level (the diplomas), in the subjects' order.
  const groups = [
    ...new Map(
      subjects.map((s) => [`${s.level}/${groupOf(s)}`, { level: s.level, title: groupOf(s) }]),
    ).values(),
  ];
  const shown = hydrated && level ? groups.filter((g) => g.level === level) : groups;
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
        {shown.map((g) => (
          <optgroup key={`${g.level}/${g.title}`} label={g.title}>
            {subjects
              .filter((s) => s.level === g.level && groupOf(s) === g.title)
              .map((s) => (
                <option key={`${s.level}/${s.slug}`} value={s.slug}>
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
