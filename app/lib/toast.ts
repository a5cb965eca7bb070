// The one toast path (spec §4, §9): one toast visible at a time, shown for 3 s; a dismissed toast
// stays in memory for TOAST_REMOVE_DELAY_MS so its closing animation can finish.
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds on screen; TOAST_DURATION_MS unless given. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing the visible one. */
export function toast(input: ToastInput) {
  const id = String(++counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastInput>) =>
      publish(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

const shownFromServer = new WeakSet<ToastInput>();

/**
 * Shows a toast the server sent (a `toast` field of route data), once: the same object read again
 * on a later render is not shown again; the next load or submission sends a new one.
 */
export function showServerToast(input: ToastInput) {
  if (shownFromServer.has(input)) return;
  shownFromServer.add(input);
  toast(input);
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: string) {
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const empty: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  );
}

/** The destructive 'Error' toast of spec §8. */
export function errorToast(description: string): ToastInput {
  return { title: "Error", description, variant: "destructive", duration: 3000 };
}

/** Spec §8 success toasts: 'Note added' / 'The note has been added successfully'. */
export function successToast(
  kind: { toastNoun: string; noun: string },
  verb: "added" | "updated" | "deleted",
): ToastInput {
  return {
    title: `${kind.toastNoun} ${verb}`,
    description: `The ${kind.noun} has been ${verb} successfully`,
  };
}
