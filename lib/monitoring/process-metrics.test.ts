import { afterEach, expect, test } from "vitest";
import {
  cpuPercent,
  CPU_MIN_WINDOW_MS,
  EVENT_LOOP_MIN_WINDOW_MS,
  EVENT_LOOP_WINDOW_MS,
  eventLoopDelay,
  memoryFigures,
  nextVersion,
  resetProcessMetricsForTests,
  runtimeFigures,
  startProcessMetrics,
} from "./process-metrics";

afterEach(() => resetProcessMetricsForTests());

/** Blocks the event loop for `ms`, the way a large synchronous task would. */
function block(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("the event-loop histogram starts once and sees a blocked loop", async () => {
  const state = startProcessMetrics(0);
  expect(startProcessMetrics(0)).toBe(state);
  expect(eventLoopDelay(1)).toBeNull();
  await tick(50);
  block(120);
  await tick(50);
  const delay = eventLoopDelay(EVENT_LOOP_MIN_WINDOW_MS);
  expect(delay).not.toBeNull();
  expect(delay!.maxMs).toBeGreaterThanOrEqual(100);
  expect(delay!.p99Ms).toBeGreaterThanOrEqual(delay!.p50Ms);
  expect(delay!.windowSeconds).toBe(EVENT_LOOP_MIN_WINDOW_MS / 1000);
});

test("a full window is kept as the figure while the next one is young, then replaced", async () => {
  startProcessMetrics(0);
  await tick(30);
  block(80);
  await tick(30);
  const full = eventLoopDelay(EVENT_LOOP_WINDOW_MS);
  expect(full!.windowSeconds).toBe(EVENT_LOOP_WINDOW_MS / 1000);
  // The histogram was reset at 60 s: a young window repeats the full one. (Long enough a wait for the 20 ms
  // sampler to fire several times even on a busy machine.)
  await tick(150);
  expect(eventLoopDelay(EVENT_LOOP_WINDOW_MS + 1000)).toEqual(full);
  // Once the new window is old enough, it speaks for itself (and no longer remembers the 80 ms block).
  const fresh = eventLoopDelay(EVENT_LOOP_WINDOW_MS + EVENT_LOOP_MIN_WINDOW_MS);
  expect(fresh!.windowSeconds).toBe(EVENT_LOOP_MIN_WINDOW_MS / 1000);
  expect(fresh!.maxMs).toBeLessThan(full!.maxMs);
});

test("CPU: the first reading covers the uptime, later ones the time since the previous reading", () => {
  const first = cpuPercent(1_000_000);
  expect(first.percent).toBeGreaterThanOrEqual(0);
  expect(first.windowSeconds).toBeCloseTo(process.uptime(), 0);
  // Too soon: the same figure, not a noisy new one.
  expect(cpuPercent(1_000_000 + CPU_MIN_WINDOW_MS / 2)).toEqual(first);
  block(50);
  const later = cpuPercent(1_000_000 + 2 * CPU_MIN_WINDOW_MS);
  expect(later.windowSeconds).toBe(2);
  expect(later.percent).toBeGreaterThan(0);
});

test("memory is measured against the heap limit, and versions are this process's", () => {
  const memory = memoryFigures();
  expect(memory.heapLimitBytes).toBeGreaterThan(memory.heapUsedBytes);
  expect(memory.heapUsedPercent).toBeCloseTo((memory.heapUsedBytes / memory.heapLimitBytes) * 100, 0);
  expect(memory.rssBytes).toBeGreaterThan(0);
  const runtime = runtimeFigures();
  expect(runtime.nodeVersion).toBe(process.version);
  expect(runtime.nextVersion).toMatch(/^\d+\.\d+\.\d+/);
  expect(nextVersion()).toBe(runtime.nextVersion);
  expect(runtime.cores).toBeGreaterThan(0);
});
