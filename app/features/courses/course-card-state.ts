// What a course card shows: its button, and its prices as text.
import type { Course } from "~/content/courses";

export type CourseAction = { kind: "view"; href: string } | { kind: "coming-soon" };

/**
 * 'View Course' (new tab) when the course has a usable http(s) redirectUrl, else 'Coming Soon'.
 * Anything else (empty, relative, javascript:) is treated as missing, so a typo in the content
 * module never becomes a broken or unsafe link.
 */
export function courseAction(course: Pick<Course, "redirectUrl">): CourseAction {
  const raw = course.redirectUrl?.trim();
  if (!raw) return { kind: "coming-soon" };
  try {
    const url = new URL(raw);
    if (url.protocol === "https:" || url.protocol === "http:") return { kind: "view", href: raw };
  } catch {
    // Not an absolute URL.
  }
  return { kind: "coming-soon" };
}

/** "₹299", or with paise "₹399.00" (the struck-through list price is shown that way). */
export function formatRupees(amount: number, { paise = false }: { paise?: boolean } = {}): string {
  const digits = paise ? 2 : 0;
  return `₹${amount.toLocaleString("en-IN", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}`;
}

/** Whole-percent saving of the price against the list price; 0 when there is none. */
export function discountPercent(price: number, listPrice: number): number {
  if (listPrice <= 0 || price >= listPrice) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}

/**
 * Whether the card shows its student count and rating: only once it has students. "0 students"
 * beside a 5.0 rating (the spec's start values) tells a visitor nothing, or the wrong thing.
 */
export function showsTakeUp(course: Pick<Course, "students">): boolean {
  return course.students > 0;
}

/** "4.5" → "4.5", "5" → "5.0": ratings always show one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
