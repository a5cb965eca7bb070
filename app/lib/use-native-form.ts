// A form checked in the browser by its own HTML constraints (required, type, pattern, maxlength),
// each problem explained with the product's message rather than the browser's bubble, and the
// server's answer (Conform's reply, from a Zod schema) shown the same way. Conform's form runtime
// and Zod stay on the server: a page that runs React for one form keeps under its script budget
// (ADR 028). Behaves as the Conform forms do: errors appear on submit, then follow what is typed;
// the first field in error takes the focus; without JavaScript the form posts and the server's
// errors come back as markup.
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { FieldMeta } from "./field-props";

/** The problems a field can have, in the order they are reported. */
export type Problem = "valueMissing" | "typeMismatch" | "tooLong" | "tooLarge";
export type FieldMessages = Partial<Record<Problem, string>>;
export type FieldConstraint = Pick<FieldMeta, "required" | "minLength" | "maxLength" | "pattern">;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Errors = Record<string, string[]>;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** The control's first problem, as the browser's constraint validation sees it. */
export function problemOf(control: Control, maxFileBytes?: number): Problem | null {
  const { validity } = control;
  if (validity.valueMissing) return "valueMissing";
  // Spaces alone answer nothing: the server trims them.
  if (control.required && control.type !== "checkbox" && control.type !== "file") {
    if (control.value.trim() === "") return "valueMissing";
  }
  if (validity.typeMismatch || validity.patternMismatch) return "typeMismatch";
  if (validity.tooLong) return "tooLong";
  if (control instanceof HTMLInputElement && control.type === "file" && maxFileBytes) {
    if (Array.from(control.files ?? []).some((file) => file.size > maxFileBytes)) return "tooLarge";
  }
  return null;
}

/** The server's errors, without the fields it cleared (null). */
function errorsOf(result: SubmissionResult<string[]> | null | undefined): Errors {
  const errors: Errors = {};
  for (const [name, list] of Object.entries(result?.error ?? {})) if (list) errors[name] = list;
  return errors;
}

export function useNativeForm<Name extends string>({
  id,
  lastResult,
  constraint,
  messages,
  maxFileBytes,
  onValid,
}: {
  id: string;
  /** The server's last answer (after a post without JavaScript, or one sent by the page). */
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Each field's HTML constraints, computed from the server's schema. */
  constraint: Partial<Record<Name, FieldConstraint>>;
  /** Each checked field's messages; fields not named here are not checked. */
  messages: Record<Name, FieldMessages>;
  maxFileBytes?: number;
  /** Called when every field passes; call `event.preventDefault()` to send it another way. */
  onValid?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  // What the browser found since the server last answered (null: show the server's errors).
  const [found, setFound] = useState<Errors | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [seen, setSeen] = useState({ id, lastResult });
  // After the first attempt each change re-checks its field, as Conform's "onInput" does.
  const [attempted, setAttempted] = useState(false);
  if (seen.id !== id || seen.lastResult !== lastResult) {
    setSeen({ id, lastResult });
    setFound(null);
    if (seen.id !== id) {
      setValues({});
      setAttempted(false);
    } else if (lastResult) {
      setAttempted(true);
    }
  }
  const errors = found ?? errorsOf(lastResult);
  const initial =
    lastResult?.initialValue && typeof lastResult.initialValue === "object"
      ? (lastResult.initialValue as Record<string, unknown>)
      : {};

  // A refusal from the server puts the focus on the first field it names, as a refusal here does.
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const named = errorsOf(lastResult);
    const controls = Array.from(document.forms.namedItem(id)?.elements ?? []);
    const first = controls.find(
      (element): element is Control => isControl(element) && Boolean(named[element.name]),
    );
    first?.focus();
  }, [id, lastResult]);

  const messageOf = (control: Control): string | null => {
    const name = control.name as Name;
    if (!(name in messages)) return null;
    const problem = problemOf(control, maxFileBytes);
    if (!problem) return null;
    return messages[name][problem] ?? control.validationMessage;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    const next: Errors = {};
    let first: Control | null = null;
    for (const element of Array.from(event.currentTarget.elements)) {
      if (!isControl(element)) continue;
      const message = messageOf(element);
      if (!message) continue;
      next[element.name] = [message];
      first ??= element;
    }
    setFound(next);
    if (first) {
      event.preventDefault();
      first.focus();
      return;
    }
    onValid?.(event);
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const control = event.target;
    if (!(control instanceof Element) || !isControl(control) || !control.name) return;
    const { name, value } = control;
    setValues((current) => ({ ...current, [name]: value }));
    if (!attempted || !(name in messages)) return;
    const message = messageOf(control);
    setFound((current) => {
      const next = { ...(current ?? errorsOf(lastResult)) };
      if (message) next[name] = [message];
      else delete next[name];
      return next;
    });
  };

  const field = (name: Name): FieldMeta => {
    const fieldId = `${id}-${name}`;
    return {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      errors: errors[name],
      initialValue: initial[name],
      ...constraint[name],
    };
  };

  return {
    /** Spread on the <form>: the server explains every error, with or without JavaScript. */
    form: { id, noValidate: true, onSubmit, onChange },
    formErrors: errors[""],
    formErrorId: `${id}-error`,
    field,
    /** A field's current value (what was typed, else what the server sent back). */
    value: (name: Name): string | undefined => {
      const value = values[name] ?? initial[name];
      return typeof value === "string" ? value : undefined;
    },
  };
}
