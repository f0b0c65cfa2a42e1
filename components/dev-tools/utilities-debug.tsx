"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/forms/use-action";
import { clearServiceWorkerCaches } from "@/components/pwa/service-worker";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { clearOwnSessionsAction } from "@/lib/actions/dev-tools";
import { UTILITIES_COPY } from "@/lib/domain/dev-tools-utilities";
import { readSystemInfo } from "./utilities-system-info";

/** The browser errors kept for Export Debug Logs: the newest ones, enough to see a pattern, never a growing pile. */
const CAUGHT_LIMIT = 20;

interface CaughtError {
  at: string;
  kind: "error" | "unhandledrejection";
  message: string;
  /** Script path, line and column; no query string. */
  source?: string;
}

const caught: CaughtError[] = [];

/** An address without its query or fragment: a page's URL may carry a one-time token. */
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return "";
  }
}

function keep(entry: CaughtError) {
  caught.push(entry);
  if (caught.length > CAUGHT_LIMIT) caught.shift();
}

// Listening starts when /dev-tools loads this module (the tab list imports it), not when the tab opens: the errors
// worth exporting are usually the ones that happened before anyone went looking.
if (typeof window !== "undefined") {
  window.addEventListener("error", (event) => {
    keep({
      at: new Date().toISOString(),
      kind: "error",
      message: event.message || String(event.error ?? "Unknown error"),
      source: event.filename ? `${withoutQuery(event.filename)}:${event.lineno}:${event.colno}` : undefined,
    });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as unknown;
    keep({
      at: new Date().toISOString(),
      kind: "unhandledrejection",
      message: reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
    });
  });
}

/** Navigation and resource timing of this page load, summarised (resource addresses without their queries). */
function timingSummary() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const byType: Record<string, number> = {};
  for (const resource of resources) byType[resource.initiatorType] = (byType[resource.initiatorType] ?? 0) + 1;
  const round = (ms: number) => Math.round(ms);
  return {
    navigation: navigation
      ? {
          type: navigation.type,
          domContentLoadedMs: round(navigation.domContentLoadedEventEnd),
          loadMs: round(navigation.loadEventEnd),
          responseEndMs: round(navigation.responseEnd),
          transferBytes: navigation.transferSize,
        }
      : null,
    resources: {
      count: resources.length,
      transferBytes: resources.reduce((total, resource) => total + resource.transferSize, 0),
      byType,
      slowest: [...resources]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 5)
        .map((resource) => ({ name: withoutQuery(resource.name), durationMs: round(resource.duration) })),
    },
  };
}

/** The levels Test Console Logging writes, one line each, so each level's filter in the console can be checked. */
const CONSOLE_LEVELS = ["log", "info", "warn", "error", "debug"] as const;

/** One labelled group of lines, at every level, with what a console needs to be useful: a time and an object. */
function writeConsoleTest(): void {
  const at = new Date().toISOString();
  console.group(`[Attune] Test Console Logging ${at}`);
  for (const level of CONSOLE_LEVELS) console[level](`[Attune] console.${level} test`, { level, at });
  console.groupEnd();
}

function downloadJson(name: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Debug Utils (spec 3): this browser's diagnostics as a file, its storage cleared, a test line at each console level,
 * a reload, and the admin's own sessions ended everywhere. Nothing here reads or touches anyone else's data.
 */
export function DebugUtils() {
  const router = useRouter();
  const clearSessions = useAction(() => clearOwnSessionsAction(undefined), {
    onSuccess: async () => {
      // As at sign-out: no cache outlives the session in this browser.
      await clearServiceWorkerCaches();
      router.replace("/auth");
      router.refresh();
    },
  });
  const clearing = clearSessions.pending;

  function exportLogs() {
    const exportedAt = new Date().toISOString();
    downloadJson(`attune-debug-${exportedAt.replace(/[:.]/g, "-")}.json`, {
      exportedAt,
      page: withoutQuery(window.location.href),
      system: readSystemInfo(),
      timing: timingSummary(),
      errors: [...caught],
    });
    toast.success("Debug logs exported", {
      description: `${caught.length} error${caught.length === 1 ? "" : "s"} caught on this page since it loaded.`,
    });
  }

  function clearStorage() {
    if (!window.confirm(UTILITIES_COPY.clearStorageConfirm)) return;
    window.localStorage.clear();
    window.sessionStorage.clear();
    toast.success("Storage cleared", { description: "Local and session storage of this site are empty." });
  }

  function testConsoleLogging() {
    writeConsoleTest();
    toast.success("Console test logged", {
      description: `One line at each level (${CONSOLE_LEVELS.join(", ")}): open the browser's console to see them.`,
    });
  }

  function forceReload() {
    window.location.reload();
  }

  function clearSession() {
    if (window.confirm(UTILITIES_COPY.sessionClearConfirm)) void clearSessions.run();
  }

  return (
    <Card aria-labelledby="debug-utils-title">
      <CardTitle id="debug-utils-title">Debug Utils</CardTitle>
      <ul className="mt-4 space-y-4 text-sm">
        <li className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-muted">
            A JSON file of this browser&apos;s system info, this page load&apos;s timing and the errors this page
            caught.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={exportLogs}>
            Export Debug Logs
          </Button>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-muted">Empties this site&apos;s local and session storage in this browser.</p>
          <Button type="button" variant="outline" size="sm" onClick={clearStorage}>
            Clear All Storage
          </Button>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-muted">
            Writes one line at each console level (log, info, warn, error, debug) under one heading.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={testConsoleLogging}>
            Test Console Logging
          </Button>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-muted">
            Loads this page again from the server, as the browser&apos;s reload does.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={forceReload}>
            Force Page Reload
          </Button>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-muted">
            Ends every session of yours on every device (as signing out does) and opens the sign-in page.
          </p>
          <Button type="button" variant="destructive" size="sm" disabled={clearing} onClick={clearSession}>
            {clearing ? "Clearing..." : "Emergency Session Clear"}
          </Button>
        </li>
      </ul>
    </Card>
  );
}
