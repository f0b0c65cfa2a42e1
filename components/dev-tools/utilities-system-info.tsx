"use client";

import { useSyncExternalStore } from "react";
import { Card, CardTitle } from "@/components/ui/card";

export interface BrowserSystemInfo {
  userAgent: string;
  platform: string;
  language: string;
  cookiesEnabled: boolean;
  online: boolean;
  screen: string;
  viewport: string;
}

/** Spec 3 "System Info": what this browser says about itself. Browser APIs only: call it in the browser. */
export function readSystemInfo(): BrowserSystemInfo {
  // navigator.platform is deprecated but still the one value every browser reports; userAgentData is Chromium's.
  const uaPlatform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return {
    userAgent: navigator.userAgent,
    platform: uaPlatform || navigator.platform || "unknown",
    language: navigator.language,
    cookiesEnabled: navigator.cookieEnabled,
    online: navigator.onLine,
    screen: `${window.screen.width} × ${window.screen.height}`,
    viewport: `${window.innerWidth} × ${window.innerHeight}`,
  };
}

interface Snapshot {
  info: BrowserSystemInfo;
  /** When these values were last read as changed. */
  readAt: string;
  key: string;
}

let last: Snapshot | null = null;

/** The same object while nothing changed, as useSyncExternalStore requires; a new one with its time when it did. */
function snapshot(): Snapshot {
  const info = readSystemInfo();
  const key = JSON.stringify(info);
  if (last?.key !== key) last = { info, key, readAt: new Date().toISOString() };
  return last;
}

function subscribe(onChange: () => void): () => void {
  const events = ["resize", "online", "offline"] as const;
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
}

/** Spec 3 "System Info" tab: browser, platform, language, cookies, online, screen, viewport and when it was read. */
export function SystemInfo() {
  // The server has no browser to describe: nothing renders until the page is in one.
  const current = useSyncExternalStore(subscribe, snapshot, () => null);
  const rows: [string, string][] = current
    ? [
        ["Browser", current.info.userAgent],
        ["Platform", current.info.platform],
        ["Language", current.info.language],
        ["Cookies enabled", current.info.cookiesEnabled ? "Yes" : "No"],
        ["Online", current.info.online ? "Yes" : "No"],
        ["Screen size", current.info.screen],
        ["Viewport", current.info.viewport],
        ["Timestamp", current.readAt],
      ]
    : [];
  return (
    <Card aria-labelledby="system-info-title">
      <CardTitle id="system-info-title">System Info</CardTitle>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
