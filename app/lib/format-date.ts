// Dates are shown in India time on the server and in the browser alike, so hydration matches.
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
});

export function formatDate(date: Date | string): string {
  return dateFormat.format(new Date(date));
}
