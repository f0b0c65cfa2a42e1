import { safeNextPath } from "./next-path";

/**
 * What reaches the service worker from outside (issue #17, decision 039): push payloads from the push service and
 * messages from our pages. Parsed here, in plain code the worker and the pages share (no zod: the worker's bundle
 * stays small and has no eval to probe for). The offline queue's sync tag and message are lib/offline's.
 */

/** A page asks the worker to delete every cache but the precache (sent on sign-out). */
export const CLEAR_CACHES_MESSAGE = { type: "clear-caches" } as const;

export function isClearCachesMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === CLEAR_CACHES_MESSAGE.type;
}

/** Where a notification leads when its payload names no page of ours. */
const NOTIFICATION_FALLBACK_URL = "/dashboard";

export interface PushNotification {
  title: string;
  body: string;
  /** A path on this site ("/goals"), never another origin. */
  url: string;
  /** Notifications with one tag replace each other on the device. */
  tag?: string;
}

/** Shown for a push whose payload is missing or malformed: Chrome requires every push to show something. */
const GENERIC_NOTIFICATION: PushNotification = {
  title: "Attune",
  body: "You have a new notification.",
  url: NOTIFICATION_FALLBACK_URL,
};

// Lock screens truncate long before these; the caps only stop a payload from carrying a novel.
const TITLE_MAX = 120;
const BODY_MAX = 500;
const TAG_MAX = 64;

/**
 * The notification to show for a push payload (`{ title, body, url, tag? }`, already JSON-decoded, or null when it
 * was not JSON). Anything malformed falls back to the generic notification; a url that is not a plain path on this
 * site ("https://…", "//host", "/\host") becomes /dashboard, so a push can never open another origin.
 */
export function notificationFromPush(payload: unknown): PushNotification {
  if (typeof payload !== "object" || payload === null) return GENERIC_NOTIFICATION;
  const { title, body, url, tag } = payload as Record<string, unknown>;
  const cleanTitle = cleanText(title, TITLE_MAX);
  const cleanBody = cleanText(body, BODY_MAX);
  if (!cleanTitle || cleanBody === null) return GENERIC_NOTIFICATION;
  const cleanTag = cleanText(tag, TAG_MAX);
  return {
    title: cleanTitle,
    body: cleanBody,
    url: notificationUrl(url),
    ...(cleanTag ? { tag: cleanTag } : {}),
  };
}

/** The path a notification opens: a plain same-site path, or /dashboard. */
export function notificationUrl(url: unknown): string {
  return safeNextPath(url) ?? NOTIFICATION_FALLBACK_URL;
}

function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** The caches a clear-caches message deletes: every cache of the origin except the worker's current precache. */
export function runtimeCacheNames(all: readonly string[], precacheName: string): string[] {
  return all.filter((name) => name !== precacheName);
}
