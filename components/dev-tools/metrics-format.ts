/** How the /dev-tools metric tabs write their figures (issue #19). A missing figure is "—" next to its reason. */

const number = new Intl.NumberFormat("en-US");

export const formatCount = (value: number) => number.format(value);

export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export const formatMs = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms} ms`);

export const formatPercent = (value: number | null) => (value === null ? "—" : `${value}%`);

/** "3 d 4 h", "5 h 12 min", "42 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${s % 60} s`;
  return `${s} s`;
}

/** An instant in the admin's browser's own zone, with seconds: these are live figures. */
export const formatInstant = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" });

export const formatTime = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { timeStyle: "medium" });
