import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx). It does not resolve Tailwind conflicts: a caller that wants another
 * padding, height or colour than a base class list gives must not pass both (ADR 026; the class
 * conflict check in scripts/class-conflicts.ts finds any that do).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
