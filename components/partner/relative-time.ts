/**
 * "5 minutes ago" for the partner screen's 'Last updated' (spec 2 §2.6), computed on the server from `now` so the
 * text does not depend on the browser's clock. Under a minute reads "just now"; a future instant (clock skew) too.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

export function relativeTime(at: Date, now: Date, locale = "en"): string {
  const elapsed = now.getTime() - at.getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return "just now";
}
