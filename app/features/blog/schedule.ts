// Draft, published or scheduled. The admin enters the publish time in India Standard Time (the
// site's time zone, UTC+05:30 all year: no daylight saving), stored as a UTC timestamp.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export type PostStatus = "draft" | "published" | "scheduled";

export function postStatus(
  post: { published: boolean; publishAt: Date | string | null },
  now: Date = new Date(),
): PostStatus {
  if (!post.published) return "draft";
  if (post.publishAt && new Date(post.publishAt).getTime() > now.getTime()) return "scheduled";
  return "published";
}

/** "2026-11-24T09:30" (a datetime-local value) read as IST, or undefined when not one. */
export function parseIstDateTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map((part) => Number(part ?? 0)) as number[];
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(utc);
  // Reject dates that roll over (31 February) rather than guess.
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59) {
    return undefined;
  }
  return new Date(utc - IST_OFFSET_MS);
}

/** A timestamp as a datetime-local value in IST ("2026-11-24T09:30"). */
export function istDateTimeValue(date: Date | string): string {
  return new Date(new Date(date).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

const scheduleFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "24 Nov 2026, 9:30 am IST": when a scheduled post goes public. */
export function formatScheduleTime(date: Date | string): string {
  return `${scheduleFormat.format(new Date(date))} IST`;
}
