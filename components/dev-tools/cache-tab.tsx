"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { UTILITIES_COPY } from "@/lib/domain/dev-tools-utilities";
import { OfflineQueuePanel } from "./cache-offline-queue";
import { CacheStoragePanel } from "./cache-storage-panel";

/**
 * The Cache tab (issue #19): what this app keeps in this browser — the service worker's caches, the offline write
 * queue, local and session storage — and Next's in-memory router cache. Read and cleared here, in the browser; the
 * server has nothing to load for it.
 */
export function CacheTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CacheStoragePanel />
      <OfflineQueuePanel />
      <WebStoragePanel />
      <RouterCachePanel />
    </div>
  );
}

type StorageArea = "localStorage" | "sessionStorage";

const AREAS: { area: StorageArea; label: string; confirm: string }[] = [
  { area: "localStorage", label: "Local storage", confirm: UTILITIES_COPY.clearStorageConfirm },
  {
    area: "sessionStorage",
    label: "Session storage",
    confirm: "Are you sure you want to clear session storage? This tab's stored state will be reset.",
  },
];

function WebStoragePanel() {
  const counts = useQuery({
    queryKey: ["dev-tools", "cache", "web-storage"],
    queryFn: async () => ({ localStorage: window.localStorage.length, sessionStorage: window.sessionStorage.length }),
    retry: false,
  });

  function clear(area: StorageArea, confirm: string) {
    if (!window.confirm(confirm)) return;
    window[area].clear();
    toast.success(`${area === "localStorage" ? "Local" : "Session"} storage cleared`);
    void counts.refetch();
  }

  return (
    <Card aria-labelledby="web-storage-title" className="space-y-4">
      <CardTitle id="web-storage-title">Local and session storage</CardTitle>
      {counts.error ? (
        <p role="alert" className="text-sm text-danger">
          Storage could not be read here: {counts.error.message}
        </p>
      ) : null}
      <ul className="divide-y divide-brand-100 text-sm">
        {AREAS.map(({ area, label, confirm }) => {
          const keys = counts.data?.[area];
          return (
            <li key={area} className="flex items-center justify-between gap-3 py-2">
              <span>
                {label}: {keys === undefined ? "…" : `${keys} key${keys === 1 ? "" : "s"}`}
              </span>
              <Button type="button" size="sm" variant="outline" disabled={!keys} onClick={() => clear(area, confirm)}>
                Clear <span className="sr-only">{label}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Next keeps the server-rendered payloads of visited routes in memory; router.refresh() drops them and refetches. */
function RouterCachePanel() {
  const router = useRouter();
  return (
    <Card aria-labelledby="router-cache-title" className="space-y-4">
      <CardTitle id="router-cache-title">Router cache</CardTitle>
      <p className="text-sm text-muted">
        Next.js keeps the server data of pages visited in this tab in memory. Refreshing drops it and asks the server
        for this page again; nothing else is lost.
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          router.refresh();
          toast.success("Server data refreshed");
        }}
      >
        Refresh server data
      </Button>
    </Card>
  );
}
