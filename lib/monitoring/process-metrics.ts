import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import v8 from "node:v8";
import { percentOf } from "@/lib/domain/dev-tools-health";
import { round1 } from "./percentile";

/**
 * This process's own figures for the System tab (issue #19): event-loop delay, CPU, memory and versions. Everything
 * is read from Node when asked, except the event-loop histogram, which has to sample continuously to know anything.
 */

/** The histogram is reset once a window is this old, so a stall an hour ago stops colouring today's figure. */
export const EVENT_LOOP_WINDOW_MS = 60_000;
/** A fresh window shorter than this has too few samples to show; the previous full window is shown instead. */
export const EVENT_LOOP_MIN_WINDOW_MS = 10_000;
/** CPU readings closer together than this are too noisy to be worth a new figure; the previous one is repeated. */
export const CPU_MIN_WINDOW_MS = 1000;

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  windowSeconds: number;
}

interface State {
  histogram: IntervalHistogram;
  windowStartedAt: number;
  previous: EventLoopDelay | null;
  cpu: { at: number; usage: NodeJS.CpuUsage; percent: number | null; windowSeconds: number | null } | null;
  nextVersion?: string | null;
}

// On globalThis: one histogram per process, however many bundles load this module.
const KEY = Symbol.for("attune.monitoring.process");
const holder = globalThis as { [KEY]?: State };

/** Starts the event-loop histogram once per process (start-up calls it; the first reading would otherwise). */
export function startProcessMetrics(now = performance.now()): State {
  if (holder[KEY]) return holder[KEY];
  // 20 ms resolution: fine enough for the 50 ms budget the health rules use, at a negligible timer cost.
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  holder[KEY] = { histogram, windowStartedAt: now, previous: null, cpu: null };
  return holder[KEY];
}

const nsToMs = (ns: number) => round1(ns / 1e6);

/**
 * Event-loop delay over the current window (10–60 s), or the previous full window while the current one is young;
 * null before anything has been sampled.
 */
export function eventLoopDelay(now = performance.now()): EventLoopDelay | null {
  const state = startProcessMetrics(now);
  const { histogram } = state;
  const age = now - state.windowStartedAt;
  const current = (): EventLoopDelay => ({
    p50Ms: nsToMs(histogram.percentile(50)),
    p99Ms: nsToMs(histogram.percentile(99)),
    maxMs: nsToMs(histogram.max),
    windowSeconds: Math.round(age / 1000),
  });
  if (age >= EVENT_LOOP_WINDOW_MS) {
    if (histogram.count > 0) state.previous = current();
    histogram.reset();
    state.windowStartedAt = now;
    return state.previous;
  }
  if (histogram.count === 0) return state.previous;
  return age >= EVENT_LOOP_MIN_WINDOW_MS || !state.previous ? current() : state.previous;
}

/**
 * CPU time used by this process as a share of one core, since the previous reading (the first reading covers the
 * whole uptime). Above 100% means more than one core's worth (worker threads, the garbage collector).
 */
export function cpuPercent(now = performance.now()): { percent: number | null; windowSeconds: number | null } {
  const state = startProcessMetrics(now);
  const usage = process.cpuUsage();
  const previous = state.cpu;
  if (previous && now - previous.at < CPU_MIN_WINDOW_MS) {
    return { percent: previous.percent, windowSeconds: previous.windowSeconds };
  }
  const elapsedMs = previous ? now - previous.at : process.uptime() * 1000;
  const usedMicros = previous
    ? usage.user - previous.usage.user + (usage.system - previous.usage.system)
    : usage.user + usage.system;
  const percent = elapsedMs > 0 ? round1((usedMicros / 1000 / elapsedMs) * 100) : null;
  const windowSeconds = elapsedMs > 0 ? Math.round(elapsedMs / 100) / 10 : null;
  state.cpu = { at: now, usage, percent, windowSeconds };
  return { percent, windowSeconds };
}

export function memoryFigures() {
  const memory = process.memoryUsage();
  const heapLimitBytes = v8.getHeapStatistics().heap_size_limit;
  return {
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    heapLimitBytes,
    // Of the limit, not of heapTotal: V8 grows heapTotal on demand, so only the limit is where the process dies.
    heapUsedPercent: percentOf(memory.heapUsed, heapLimitBytes) ?? 0,
    externalBytes: memory.external,
    systemTotalBytes: os.totalmem(),
    systemFreeBytes: os.freemem(),
  };
}

/**
 * The Next.js version this server runs, from next's package.json beside the app (`next start` and the standalone
 * output both run from the app's directory); null when it cannot be read, and the tab says so.
 */
export function nextVersion(): string | null {
  const state = startProcessMetrics();
  if (state.nextVersion !== undefined) return state.nextVersion;
  try {
    const file = path.join(process.cwd(), "node_modules", "next", "package.json");
    const version = (JSON.parse(readFileSync(file, "utf8")) as { version?: unknown }).version;
    state.nextVersion = typeof version === "string" ? version : null;
  } catch {
    state.nextVersion = null;
  }
  return state.nextVersion;
}

export function runtimeFigures() {
  return {
    nodeVersion: process.version,
    nextVersion: nextVersion(),
    platform: process.platform,
    arch: process.arch,
    pid: process.pid,
    cores: os.availableParallelism(),
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/** For tests: a fresh histogram and CPU baseline. */
export function resetProcessMetricsForTests(): void {
  holder[KEY]?.histogram.disable();
  delete holder[KEY];
}
