"use client";

import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { LATENCY_SAMPLES, summariseLatency, type LatencySummary } from "@/lib/domain/network-latency";

/** Where latency is measured: the app's own health check, which answers without a session. */
const HEALTH_URL = "/api/health";

interface Measurement {
  summary: LatencySummary | null;
  /** Requests that never answered (offline, refused). */
  failed: number;
  /** The last status the health check answered with: 503 while the database is down (decision 026). */
  lastStatus: number | null;
  measuredAt: string;
}

/** Times LATENCY_SAMPLES requests one after another, each with its body read, so each is one full round trip. */
async function measureLatency(): Promise<Measurement> {
  const samples: number[] = [];
  let failed = 0;
  let lastStatus: number | null = null;
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const started = performance.now();
    try {
      const response = await fetch(HEALTH_URL, { cache: "no-store" });
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      lastStatus = response.status;
    } catch {
      failed++;
    }
  }
  return { summary: summariseLatency(samples), failed, lastStatus, measuredAt: new Date().toISOString() };
}

/** The Network Information API: Chromium browsers only, hence optional everywhere. */
interface ConnectionInfo extends EventTarget {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

let lastConnection: { key: string; value: ConnectionInfo | null } | null = null;

/** A stable snapshot of the connection's figures (useSyncExternalStore needs the same object while unchanged). */
function connectionSnapshot() {
  const current = connection();
  const value = current
    ? { effectiveType: current.effectiveType, downlink: current.downlink, rtt: current.rtt, saveData: current.saveData }
    : null;
  const key = JSON.stringify(value);
  if (lastConnection?.key !== key) lastConnection = { key, value: value as ConnectionInfo | null };
  return lastConnection.value;
}

function subscribeConnection(onChange: () => void) {
  const current = connection();
  current?.addEventListener("change", onChange);
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    current?.removeEventListener("change", onChange);
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const NOT_REPORTED = "not reported by this browser";

/**
 * The Network tab (issue #19): this browser's round trip to the server, what it says about its connection, and
 * whether it is online, kept live. Measured here; the server has nothing to load for it.
 */
export function NetworkTab() {
  const latency = useQuery({
    queryKey: ["dev-tools", "network", "latency"],
    queryFn: measureLatency,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const online = useSyncExternalStore(
    subscribeConnection,
    () => navigator.onLine,
    () => true,
  );
  const info = useSyncExternalStore(subscribeConnection, connectionSnapshot, () => null);
  const figure = <T,>(value: T | undefined, format: (value: T) => string) =>
    value === undefined ? NOT_REPORTED : format(value);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card aria-labelledby="latency-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="latency-title">Latency to the server</CardTitle>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={latency.isFetching}
            onClick={() => void latency.refetch()}
          >
            {latency.isFetching ? "Measuring..." : "Measure again"}
          </Button>
        </div>
        <p className="text-sm text-muted">
          {LATENCY_SAMPLES} requests to GET {HEALTH_URL}, one after another.
        </p>
        <LatencyFigures measurement={latency.data} measuring={latency.isFetching} />
      </Card>

      <Card aria-labelledby="connection-title" className="space-y-4">
        <CardTitle id="connection-title">Connection</CardTitle>
        <p role="status" className="text-sm">
          <span
            aria-hidden
            className={`mr-2 inline-block size-2 rounded-full ${online ? "bg-emerald-600" : "bg-red-600"}`}
          />
          This browser is <strong>{online ? "online" : "offline"}</strong>.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Effective type</dt>
          <dd>{figure(info?.effectiveType, (value) => value)}</dd>
          <dt className="text-muted">Downlink</dt>
          <dd>{figure(info?.downlink, (value) => `${value} Mb/s`)}</dd>
          <dt className="text-muted">Round-trip time</dt>
          <dd>{figure(info?.rtt, (value) => `${value} ms`)}</dd>
          <dt className="text-muted">Data saver</dt>
          <dd>{figure(info?.saveData, (value) => (value ? "on" : "off"))}</dd>
        </dl>
      </Card>
    </div>
  );
}

function LatencyFigures({ measurement, measuring }: { measurement: Measurement | undefined; measuring: boolean }) {
  if (!measurement) return <p className="text-sm text-muted">{measuring ? "Measuring..." : "Not measured yet."}</p>;
  const { summary, failed, lastStatus } = measurement;
  if (!summary) {
    return (
      <p role="alert" className="text-sm text-danger">
        No request answered ({failed} failed). Is this browser offline?
      </p>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {(
          [
            ["Min", summary.minMs],
            ["Median", summary.medianMs],
            ["Max", summary.maxMs],
          ] as const
        ).map(([label, ms]) => (
          <div key={label} className="rounded-xl bg-brand-50 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-xl font-semibold">{ms} ms</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">
        {summary.count} of {summary.count + failed} answered
        {lastStatus && lastStatus !== 200 ? `; the health check answered ${lastStatus}` : ""}. Measured at{" "}
        {new Date(measurement.measuredAt).toLocaleTimeString()}.
      </p>
    </div>
  );
}
