import {
  rateWebVital,
  WEB_VITAL_NAMES,
  type RouteVitals,
  type VitalFigure,
  type WebVitalName,
} from "@/lib/domain/dev-tools-health";
import { percentile, sortedCopy } from "./percentile";
import { routeKey } from "./request-metrics";

/**
 * Core Web Vitals as signed-in people's browsers measured them (POST /api/v1/vitals), kept in memory for the
 * Performance tab (issue #19). The newest 5 000 events (spec 3 §9 "5000 events"), in a ring: a busy hour replaces a
 * quiet day, which is what a live dashboard should show. p75 is what Google's own reports judge a page by.
 */

export const MAX_VITAL_EVENTS = 5000;
/** Routes shown in the per-route table: the most reported ones. */
const MAX_VITAL_ROUTES = 50;

export interface WebVitalEvent {
  name: WebVitalName;
  value: number;
  route: string;
}

interface Store {
  events: (WebVitalEvent | undefined)[];
  /** Where the next event goes; the oldest is there once the ring is full. */
  next: number;
  size: number;
}

// On globalThis: the vitals route and the dev-tools route may be separate bundles of one process.
const KEY = Symbol.for("attune.monitoring.web-vitals");
const holder = globalThis as { [KEY]?: Store };
const store = (): Store => (holder[KEY] ??= { events: new Array(MAX_VITAL_EVENTS), next: 0, size: 0 });

/** Stores one measurement; the route is normalised like request routes (ids → :id), unmeasured paths are dropped. */
export function recordWebVital({ name, value, route }: WebVitalEvent): boolean {
  const key = routeKey(route);
  if (key === null || !Number.isFinite(value) || value < 0) return false;
  const current = store();
  current.events[current.next] = { name, value, route: key };
  current.next = (current.next + 1) % MAX_VITAL_EVENTS;
  current.size = Math.min(MAX_VITAL_EVENTS, current.size + 1);
  return true;
}

/** CLS is a unitless score (three decimals matter); the others are milliseconds. */
const roundVital = (name: WebVitalName, value: number) =>
  name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);

function figures(values: Map<WebVitalName, number[]>): VitalFigure[] {
  return WEB_VITAL_NAMES.filter((name) => values.has(name)).map((name) => {
    const measured = values.get(name)!;
    const p75 = roundVital(name, percentile(sortedCopy(measured), 75));
    return { name, count: measured.length, p75, rating: rateWebVital(name, p75) };
  });
}

/** p75 per metric over everything kept, and per route for the most reported routes. */
export function webVitalsSummary(): { overall: VitalFigure[]; byRoute: RouteVitals[]; events: number } {
  const overall = new Map<WebVitalName, number[]>();
  const routes = new Map<string, { count: number; values: Map<WebVitalName, number[]> }>();
  for (const event of store().events) {
    if (!event) continue;
    let list = overall.get(event.name);
    if (!list) overall.set(event.name, (list = []));
    list.push(event.value);
    let route = routes.get(event.route);
    if (!route) routes.set(event.route, (route = { count: 0, values: new Map() }));
    route.count++;
    let perRoute = route.values.get(event.name);
    if (!perRoute) route.values.set(event.name, (perRoute = []));
    perRoute.push(event.value);
  }
  const byRoute = [...routes]
    .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
    .slice(0, MAX_VITAL_ROUTES)
    .map(([route, { values }]) => ({ route, vitals: figures(values) }));
  return { overall: figures(overall), byRoute, events: store().size };
}

/** 'Clear performance data': forgets every event; returns how many there were. */
export function clearWebVitals(): number {
  const current = store();
  const cleared = current.size;
  current.events = new Array(MAX_VITAL_EVENTS);
  current.next = 0;
  current.size = 0;
  return cleared;
}
