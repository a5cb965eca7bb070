// The attributes of a form control, from its field's metadata: id, name, HTML constraints, the
// value to start from, and aria-invalid / aria-describedby pointing at the field's errors.
// The metadata is Conform's (admin forms, the contact form) or the small browser-only form of
// `use-native-form.ts` (the submission form, whose page must stay under its script budget):
// both have this shape, so the field components in `components/forms.tsx` serve either.

/** What a field component reads of its field. */
export interface FieldMeta {
  id: string;
  name: string;
  formId?: string;
  errorId: string;
  descriptionId: string;
  /** Undefined when the field has no error (an empty list still marks it invalid). */
  errors?: string[];
  initialValue?: unknown;
  key?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
}

/** Leaves out the attributes whose value is undefined, so spread props do not erase others. */
function defined<T extends object>(props: T): T {
  const record = props as Record<string, unknown>;
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return props;
}

/** The attributes every control of a field carries. The error list is read before the hint. */
function common(meta: FieldMeta, describedBy: string | undefined) {
  const invalid = meta.errors !== undefined;
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${meta.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

const asText = (value: unknown) =>
  value === undefined || value === null ? undefined : String(value);

export function inputProps(
  meta: FieldMeta,
  options: { type: string; describedBy?: string; value?: string },
) {
  const props: React.ComponentProps<"input"> = {
    ...common(meta, options.describedBy),
    type: options.type,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    pattern: meta.pattern,
    multiple: meta.multiple,
  };
  if (options.type === "checkbox" || options.type === "radio") {
    const value = options.value ?? "on";
    props.value = value;
    props.defaultChecked = Array.isArray(meta.initialValue)
      ? meta.initialValue.includes(value)
      : meta.initialValue === value;
  } else if (options.type !== "file" && typeof meta.initialValue === "string") {
    props.defaultValue = meta.initialValue;
  }
  return defined(props);
}

export function textareaProps(meta: FieldMeta, options: { describedBy?: string } = {}) {
  return defined({
    ...common(meta, options.describedBy),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: asText(meta.initialValue),
  });
}

/** A field posted twice comes back as a list: a single select starts from its first value. */
export function selectProps(meta: FieldMeta, options: { describedBy?: string } = {}) {
  const initial = Array.isArray(meta.initialValue) ? meta.initialValue[0] : meta.initialValue;
  return defined({
    ...common(meta, options.describedBy),
    multiple: meta.multiple,
    defaultValue: asText(initial),
  });
}
