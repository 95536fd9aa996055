const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

/** A date as the site shows it, e.g. "March 3, 2026" (in UTC, so the server and every visitor agree). */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}
