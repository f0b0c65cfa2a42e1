import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { percentOf, type RouteLatency } from "@/lib/domain/dev-tools-health";
import { histogramQuantile, round1 } from "./percentile";
import { metrics } from "./registry";

/**
 * How long this process takes to answer each HTTP request, per route (issue #19, the Performance tab; issue #41,
 * GET /api/metrics).
 *
 * Node publishes every incoming request on `http.server.request.start` before the server's own 'request' listener
 * (Next) runs — the same hook that stamps the client address (lib/http/client-address.ts). The subscriber notes the
 * time and measures until the response is finished (or the connection closes first), so what is measured is
 * everything the server did for the request — pages, server actions (a POST to their page's path), route handlers,
 * Next's routing and rendering included — which no handler wrapper sees.
 *
 * Each request is one observation in the registry's `attune_http_request_duration_seconds` histogram (decision 078):
 * Prometheus scrapes it, and the Performance tab estimates its percentiles from the same buckets. Memory is fixed
 * buckets per (method, route, status), with at most 200 routes: route keys replace ids and tokens with placeholders,
 * so one page with many ids is one route and no token is kept, and routes past the cap are counted as "other"
 * (a label that stays put rather than series that come and go under Prometheus).
 */

export const MAX_ROUTES = 200;
/** Where requests to routes past the cap are counted. */
export const OTHER_ROUTE = "other";
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

// On globalThis, like the registry: the routes seen so far, for the cap, shared by every bundle of this process.
const KEY = Symbol.for("attune.monitoring.routes");
const holder = globalThis as { [KEY]?: Set<string> };
const seenRoutes = () => (holder[KEY] ??= new Set());

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
  record(method, route, status, Math.max(0, durationMs));
}

function record(method: string, route: string, status: number, durationMs: number): void {
  const routes = seenRoutes();
  if (!routes.has(route)) {
    if (routes.size >= MAX_ROUTES) route = OTHER_ROUTE;
    else routes.add(route);
  }
  metrics().requestDuration.observe(
    { method: method.toUpperCase().slice(0, 10), route, status: String(status) },
    durationMs / 1000,
  );
}

interface RouteCounts {
  /** Cumulative counts per bucket, in DURATION_BUCKETS order, +Inf last. */
  cumulative: number[];
  bounds: number[];
  count: number;
  serverErrors: number;
}

/** The histogram's figures summed over statuses, per "METHOD route". */
async function countsByRoute(): Promise<Map<string, RouteCounts>> {
  const { values } = await metrics().requestDuration.get();
  const byRoute = new Map<string, RouteCounts>();
  const entry = (labels: Record<string, string | number | undefined>) => {
    const key = `${labels.method} ${labels.route}`;
    let counts = byRoute.get(key);
    if (!counts) byRoute.set(key, (counts = { cumulative: [], bounds: [], count: 0, serverErrors: 0 }));
    return counts;
  };
  for (const { metricName, labels: known, value } of values) {
    // Bucket samples carry `le` beside the declared labels.
    const labels = known as Record<string, string | number | undefined>;
    if (metricName?.endsWith("_bucket")) {
      const counts = entry(labels);
      const le = labels.le === "+Inf" ? Number.POSITIVE_INFINITY : Number(labels.le);
      let at = counts.bounds.indexOf(le);
      if (at === -1) {
        counts.bounds.push(le);
        counts.cumulative.push(0);
        at = counts.bounds.length - 1;
      }
      counts.cumulative[at]! += value;
    } else if (metricName?.endsWith("_count")) {
      const counts = entry(labels);
      counts.count += value;
      if (Number(labels.status) >= 500) counts.serverErrors += value;
    }
  }
  return byRoute;
}

/**
 * Latency percentiles and server error rate per route, slowest p95 first. The percentiles are estimated from the
 * histogram's buckets the way Prometheus's histogram_quantile does (linear within the bucket), so they agree with a
 * dashboard built on /api/metrics.
 */
export async function requestLatencies(): Promise<RouteLatency[]> {
  const rows: RouteLatency[] = [];
  for (const [route, { bounds, cumulative, count, serverErrors }] of await countsByRoute()) {
    if (count === 0) continue;
    const quantile = (q: number) => round1(histogramQuantile(bounds, cumulative, q) * 1000);
    rows.push({
      route,
      count,
      p50Ms: quantile(0.5),
      p95Ms: quantile(0.95),
      p99Ms: quantile(0.99),
      serverErrors,
      errorRatePercent: percentOf(serverErrors, count) ?? 0,
    });
  }
  return rows.sort((a, b) => b.p95Ms - a.p95Ms || b.count - a.count);
}

/** Requests counted and how many of them were 5xx answers, over every route. */
export async function requestTotals(): Promise<{ count: number; serverErrors: number; routes: number }> {
  let count = 0;
  let serverErrors = 0;
  const byRoute = await countsByRoute();
  for (const figures of byRoute.values()) {
    count += figures.count;
    serverErrors += figures.serverErrors;
  }
  return { count, serverErrors, routes: byRoute.size };
}

/**
 * 'Clear performance data': forgets every observation; returns how many there were. Prometheus reads the drop as a
 * counter reset, which rate() and increase() already allow for (a restart looks the same).
 */
export async function clearRequestMetrics(): Promise<number> {
  const { count } = await requestTotals();
  metrics().requestDuration.reset();
  seenRoutes().clear();
  return count;
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
    const method = request.method ?? "GET";
    const startedAt = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      try {
        // An event stream lasts as long as the page stays open: its duration is not a latency.
        if (String(response.getHeader("content-type") ?? "").startsWith("text/event-stream")) return;
        const finished = response.writableFinished !== false || response.headersSent;
        record(method, route, finished ? response.statusCode : CLIENT_CLOSED_STATUS, performance.now() - startedAt);
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
