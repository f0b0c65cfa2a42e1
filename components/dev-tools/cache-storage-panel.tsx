"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";

interface WorkerState {
  scope: string;
  /** The active worker's state, or which stage a new one is at. */
  state: string;
}

interface CacheEntry {
  name: string;
  entries: number;
}

interface CacheReport {
  worker: WorkerState | null;
  /** CacheStorage exists only in secure contexts (https, localhost). */
  supported: boolean;
  caches: CacheEntry[];
}

async function readWorker(): Promise<WorkerState | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  const state =
    registration.active?.state ??
    (registration.waiting ? "waiting" : registration.installing ? "installing" : "not active");
  return { scope: registration.scope, state };
}

async function readCaches(): Promise<CacheReport> {
  const worker = await readWorker();
  if (typeof caches === "undefined") return { worker, supported: false, caches: [] };
  const names = await caches.keys();
  const list = await Promise.all(
    names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })),
  );
  return { worker, supported: true, caches: list };
}

/**
 * The service worker and its caches (decision 039): which worker controls this origin, and every CacheStorage cache
 * with its entry count, each deletable. The worker caches the offline shell only, never anyone's data.
 */
export function CacheStoragePanel() {
  const report = useQuery({ queryKey: ["dev-tools", "cache", "storage"], queryFn: readCaches, retry: false });
  const [busy, setBusy] = useState(false);

  async function clear(names: string[]) {
    setBusy(true);
    try {
      const deleted = (await Promise.all(names.map((name) => caches.delete(name)))).filter(Boolean).length;
      toast.success(`${deleted} cache${deleted === 1 ? "" : "s"} deleted`);
    } catch (error) {
      toast.error("Error", {
        description: error instanceof Error ? error.message : "The caches could not be deleted.",
      });
    } finally {
      setBusy(false);
      void report.refetch();
    }
  }

  function clearAll(names: string[]) {
    const sure = window.confirm(
      "Delete every cache of this site in this browser? The offline page stays unavailable until the service worker installs again.",
    );
    if (sure) void clear(names);
  }

  const data = report.data;
  return (
    <Card aria-labelledby="cache-storage-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="cache-storage-title">Service worker caches</CardTitle>
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={report.isFetching}
            onClick={() => void report.refetch()}
          >
            Refresh
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={busy || !data?.caches.length}
            onClick={() => clearAll(data?.caches.map((cache) => cache.name) ?? [])}
          >
            Clear all
          </Button>
        </div>
      </div>
      {report.error ? (
        <p role="alert" className="text-sm text-danger">
          The caches could not be read: {report.error.message}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm">
            {data.worker ? (
              <>
                Service worker <strong>{data.worker.state}</strong> for{" "}
                <span className="font-mono">{data.worker.scope}</span>.
              </>
            ) : (
              "No service worker is registered on this origin: the development server never registers one (only a production build does), so nothing is cached here."
            )}
          </p>
          {!data.supported ? (
            <p className="text-sm text-muted">
              This browser offers no CacheStorage here (it needs https or localhost).
            </p>
          ) : data.caches.length === 0 ? (
            <p className="text-sm text-muted">No caches.</p>
          ) : (
            <ul className="divide-y divide-brand-100 text-sm">
              {data.caches.map((cache) => (
                <li key={cache.name} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-mono break-all">{cache.name}</span>{" "}
                    <span className="text-muted">
                      ({cache.entries} entr{cache.entries === 1 ? "y" : "ies"})
                    </span>
                  </span>
                  <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => clear([cache.name])}>
                    Clear <span className="sr-only">{cache.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : report.isLoading ? (
        <p className="text-sm text-muted">Reading caches...</p>
      ) : null}
    </Card>
  );
}
