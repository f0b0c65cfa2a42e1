import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { percentOf, type RouteLatency } from "@/lib/domain/dev-tools-health";
import { percentile, round1, sortedCopy } from "./percentile";

/**
 * How long this process takes to answer each HTTP request, per route (issue #19, the Performance tab).
 *
 * Node publishes every incoming request on `http.server.request.start` before the server's own 'request' listener
 * (Next) runs — the same hook that stamps the client address (lib/http/client-address.ts). The subscriber notes the
 * time and measures until the response is finished (or the connection closes first), so what is measured is
 * everything the server did for the request, Next's routing and rendering included, which no handler wrapper sees.
 *
 * Memory is bounded by spec 3 §9's caps: 1 000 samples per route, 10 000 overall, and at most 200 routes. Route keys
 * replace ids and tokens with placeholders, so one page with many ids is one route and no token is kept in memory.
 */

export const SAMPLES_PER_ROUTE = 1000;
export const MAX_ROUTES = 200;
export const MAX_SAMPLES = 10_000;
const MAX_ROUTE_LENGTH = 200;

// Static files and development plumbing: served by Next without our code, and they would crowd the real routes out.
const SKIPPED = [/^\/_next\/(?:static|image|webpack-hmr)/, /^\/__nextjs/, /^\/icons\//, /^\/sw\.js$/, /^\/favicon/];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = /\d{4,}/g;
/** Long opaque segments with digits (invitation and reset tokens, hashes): never kept, and one route however many. */
const TOKEN = /^(?=.*\d)[A-Za-z0-9_-]{20,}$/;

/** The route a request path belongs to ("/api/v1/moods/:id"), or null for paths that are not measured. */
export function routeKey(url: string): string | null {
  let path = url.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/")) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (SKIPPED.some((pattern) => pattern.test(path))) return null;
  const segments = path.split("/").map((segment) => {
    if (UUID.test(segment)) return ":id";
    if (/^\d+$/.test(segment)) return ":n";
    if (TOKEN.test(segment)) return ":token";
    return segment.replace(DIGITS, ":n");
  });
  const key = segments.join("/").replace(/(.)\/+$/, "$1");
  return key.slice(0, MAX_ROUTE_LENGTH);
}

interface RouteSamples {
  durations: number[];
  statuses: number[];
  /** The process-wide order of each sample, so the overall cap drops the oldest sample of all. */
  order: number[];
}

interface Store {
  /** In least-recently-recorded order (a Map keeps insertion order; a recorded route is moved to the end). */
  routes: Map<string, RouteSamples>;
  total: number;
  next: number;
}

// On globalThis: Next evaluates this module in several bundles of one process (instrumentation, each route), and the
// hook and the readers must share one store.
const KEY = Symbol.for("attune.monitoring.requests");
const holder = globalThis as { [KEY]?: Store };
const store = (): Store => (holder[KEY] ??= { routes: new Map(), total: 0, next: 0 });

export interface RequestSample {
  method: string;
  /** The request's path (a query is dropped); an absolute URL is accepted too. */
  path: string;
  status: number;
  durationMs: number;
}

/** Records one answered request; paths that are not measured are ignored. */
export function recordRequest({ method, path, status, durationMs }: RequestSample): void {
  const route = routeKey(path);
  if (route === null || !Number.isFinite(durationMs)) return;
  record(`${method.toUpperCase().slice(0, 10)} ${route}`, status, Math.max(0, durationMs));
}

function record(key: string, status: number, durationMs: number): void {
  const current = store();
  let samples = current.routes.get(key);
  if (samples) current.routes.delete(key);
  else {
    // A new route past the cap replaces the one not recorded for the longest time.
    if (current.routes.size >= MAX_ROUTES) dropRoute(current, current.routes.keys().next().value!);
    samples = { durations: [], statuses: [], order: [] };
  }
  current.routes.set(key, samples);
  samples.durations.push(durationMs);
  samples.statuses.push(status);
  samples.order.push(current.next++);
  current.total++;
  if (samples.durations.length > SAMPLES_PER_ROUTE) dropOldest(current, key, samples);
  while (current.total > MAX_SAMPLES) dropOldestOverall(current);
}

function dropRoute(current: Store, key: string): void {
  current.total -= current.routes.get(key)?.durations.length ?? 0;
  current.routes.delete(key);
}

function dropOldest(current: Store, key: string, samples: RouteSamples): void {
  samples.durations.shift();
  samples.statuses.shift();
  samples.order.shift();
  current.total--;
  if (samples.durations.length === 0) current.routes.delete(key);
}

/** At most MAX_ROUTES comparisons, and only once the overall cap is reached. */
function dropOldestOverall(current: Store): void {
  let oldestKey: string | undefined;
  let oldest = Number.POSITIVE_INFINITY;
  for (const [key, samples] of current.routes) {
    const first = samples.order[0]!;
    if (first < oldest) [oldest, oldestKey] = [first, key];
  }
  if (oldestKey === undefined) return;
  dropOldest(current, oldestKey, current.routes.get(oldestKey)!);
}

/** Latency percentiles and server error rate per route, slowest p95 first. */
export function requestLatencies(): RouteLatency[] {
  const rows: RouteLatency[] = [];
  for (const [route, { durations, statuses }] of store().routes) {
    const sorted = sortedCopy(durations);
    const serverErrors = statuses.filter((status) => status >= 500).length;
    rows.push({
      route,
      count: durations.length,
      p50Ms: round1(percentile(sorted, 50)),
      p95Ms: round1(percentile(sorted, 95)),
      p99Ms: round1(percentile(sorted, 99)),
      serverErrors,
      errorRatePercent: percentOf(serverErrors, durations.length) ?? 0,
    });
  }
  return rows.sort((a, b) => b.p95Ms - a.p95Ms || b.count - a.count);
}

/** Requests kept and how many of them were 5xx answers, over every route. */
export function requestTotals(): { count: number; serverErrors: number; routes: number } {
  let serverErrors = 0;
  for (const { statuses } of store().routes.values()) {
    for (const status of statuses) if (status >= 500) serverErrors++;
  }
  const { total, routes } = store();
  return { count: total, serverErrors, routes: routes.size };
}

/** 'Clear performance data': forgets every sample; returns how many there were. */
export function clearRequestMetrics(): number {
  const current = store();
  const cleared = current.total;
  current.routes.clear();
  current.total = 0;
  return cleared;
}

// ——— The ingress hook ———

const CHANNEL = "http.server.request.start";
/** nginx's code for "the client closed the connection before the answer was sent"; not a server error. */
const CLIENT_CLOSED_STATUS = 499;

interface IngressRequest {
  method?: string;
  url?: string;
}

interface IngressResponse {
  statusCode: number;
  headersSent: boolean;
  writableFinished?: boolean;
  getHeader(name: string): unknown;
  once(event: "finish" | "close", listener: () => void): unknown;
}

/** The listener: never throws (Node would rethrow a subscriber's exception as an uncaught one). */
function onRequestStart(message: unknown): void {
  try {
    const { request, response } = (message ?? {}) as { request?: IngressRequest; response?: IngressResponse };
    if (!request?.url || typeof response?.once !== "function") return;
    const route = routeKey(request.url);
    if (route === null) return;
    const key = `${(request.method ?? "GET").toUpperCase().slice(0, 10)} ${route}`;
    const startedAt = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      try {
        // An event stream lasts as long as the page stays open: its duration is not a latency.
        if (String(response.getHeader("content-type") ?? "").startsWith("text/event-stream")) return;
        const finished = response.writableFinished !== false || response.headersSent;
        record(key, finished ? response.statusCode : CLIENT_CLOSED_STATUS, performance.now() - startedAt);
      } catch {
        // A figure lost is better than a request disturbed.
      }
    };
    response.once("finish", finish);
    response.once("close", finish);
  } catch {
    // As above: the hook must never be the reason a request fails.
  }
}

// The subscribed listener is kept on globalThis, so whichever bundle's copy of this module uninstalls it removes the
// very function that was subscribed.
const INSTALLED = Symbol.for("attune.monitoring.requests.hook");
const hooks = globalThis as { [INSTALLED]?: (message: unknown) => void };

/** Subscribes the hook for this process; idempotent. Called from server start-up (lib/startup.ts). */
export function installRequestMetrics(): void {
  if (hooks[INSTALLED]) return;
  hooks[INSTALLED] = onRequestStart;
  subscribe(CHANNEL, onRequestStart);
}

/** For tests. */
export function uninstallRequestMetrics(): void {
  const listener = hooks[INSTALLED];
  if (!listener) return;
  unsubscribe(CHANNEL, listener);
  delete hooks[INSTALLED];
}
