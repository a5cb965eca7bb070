// Form fields for the one form pattern: Conform + Zod (schema shared by client and server).
// Each field takes its field's metadata (Conform's, or `useNativeForm`'s on the submission form),
// so ids, aria-invalid, aria-describedby and server-side errors (after a post without
// JavaScript) are wired the same way everywhere.
import { type FieldMeta, inputProps, selectProps, textareaProps } from "~/lib/field-props";
import { cn } from "~/lib/utils";

/** A field's look without its vertical padding (a file input takes less than a text box). */
const controlFrame =
  "block w-full rounded-lg border border-border bg-background px-3 text-base text-foreground placeholder:text-muted/80 focus-visible:border-accent aria-[invalid=true]:border-danger";
const control = `${controlFrame} py-2.5`;

interface FieldProps {
  meta: FieldMeta;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm text-danger">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

function FieldShell({
  meta,
  label,
  hint,
  className,
  required,
  children,
}: FieldProps & { required?: boolean; children: React.ReactNode }) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-accent">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function InputField({
  meta,
  label,
  hint,
  className,
  type = "text",
  ...rest
}: FieldProps & {
  type?: "text" | "email" | "url" | "search" | "password" | "file" | "number";
} & Omit<React.ComponentProps<"input">, "type" | "className">) {
  const props = inputProps(meta, { type, describedBy: hint ? meta.descriptionId : undefined });
  return (
    <FieldShell
      meta={meta}
      label={label}
      hint={hint}
      className={className}
      required={meta.required}
    >
      <input
        {...props}
        {...rest}
        className={cn(controlFrame, type === "file" ? "py-2" : "py-2.5")}
      />
    </FieldShell>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  className,
  rows = 4,
  ...rest
}: FieldProps & Omit<React.ComponentProps<"textarea">, "className">) {
  const props = textareaProps(meta, { describedBy: hint ? meta.descriptionId : undefined });
  return (
    <FieldShell
      meta={meta}
      label={label}
      hint={hint}
      className={className}
      required={meta.required}
    >
      <textarea rows={rows} {...props} {...rest} className={control} />
    </FieldShell>
  );
}

export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
  placeholder,
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const props = selectProps(meta, { describedBy: hint ? meta.descriptionId : undefined });
  return (
    <FieldShell
      meta={meta}
      label={label}
      hint={hint}
      className={className}
      required={meta.required}
    >
      <select {...props} className={control}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({ meta, label, hint, className }: FieldProps) {
  const props = inputProps(meta, {
    type: "checkbox",
    describedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <div className="flex items-start gap-3">
        <input {...props} className="mt-1 size-4 shrink-0 accent-[var(--accent)]" />
        <label htmlFor={meta.id} className="text-sm">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A form-level message (success or failure) announced to screen readers. */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: "success" | "error";
  children: React.ReactNode;
  id?: string;
}) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error"
          ? "border-danger/50 bg-danger/10 text-foreground"
          : "border-accent/40 bg-accent-soft",
      )}
    >
      {children}
    </p>
  );
}

/** For fields built elsewhere on the same shell (label, hint, errors) and control style. */
export { control as fieldControlClass, FieldShell };
