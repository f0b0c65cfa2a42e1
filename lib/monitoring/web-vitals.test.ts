import { beforeEach, expect, test } from "vitest";
import { clearWebVitals, MAX_VITAL_EVENTS, recordWebVital, webVitalsSummary } from "./web-vitals";

beforeEach(() => {
  clearWebVitals();
});

const UUID = "5b1f6c1e-8a43-4a55-9a3e-0d8f2f6f9c11";

test("p75 per metric, rated by web.dev's thresholds, overall and per route", () => {
  for (const value of [1000, 2000, 3000, 5000]) recordWebVital({ name: "LCP", value, route: "/dashboard" });
  recordWebVital({ name: "CLS", value: 0.31234, route: `/dev/mailbox/${UUID}` });
  recordWebVital({ name: "INP", value: 120, route: "/dashboard?tab=1" });
  const summary = webVitalsSummary();
  expect(summary.events).toBe(6);
  expect(summary.overall).toEqual([
    { name: "LCP", count: 4, p75: 3000, rating: "needs-improvement" },
    { name: "INP", count: 1, p75: 120, rating: "good" },
    { name: "CLS", count: 1, p75: 0.312, rating: "poor" },
  ]);
  expect(summary.byRoute).toEqual([
    {
      route: "/dashboard",
      vitals: [
        { name: "LCP", count: 4, p75: 3000, rating: "needs-improvement" },
        { name: "INP", count: 1, p75: 120, rating: "good" },
      ],
    },
    { route: "/dev/mailbox/:id", vitals: [{ name: "CLS", count: 1, p75: 0.312, rating: "poor" }] },
  ]);
});

test("bounded: the newest 5 000 events are kept", () => {
  for (let i = 0; i < MAX_VITAL_EVENTS + 10; i++) {
    recordWebVital({ name: "TTFB", value: i < 10 ? 100_000 : 100, route: "/dashboard" });
  }
  const summary = webVitalsSummary();
  expect(summary.events).toBe(MAX_VITAL_EVENTS);
  // The ten slow ones were the oldest, and are gone.
  expect(summary.overall).toEqual([{ name: "TTFB", count: MAX_VITAL_EVENTS, p75: 100, rating: "good" }]);
});

test("values that are not measurements and paths that are not pages are dropped", () => {
  expect(recordWebVital({ name: "LCP", value: Number.NaN, route: "/dashboard" })).toBe(false);
  expect(recordWebVital({ name: "LCP", value: -1, route: "/dashboard" })).toBe(false);
  expect(recordWebVital({ name: "LCP", value: 1, route: "/_next/static/x.js" })).toBe(false);
  expect(webVitalsSummary().events).toBe(0);
});

test("clearing forgets every event and says how many there were", () => {
  recordWebVital({ name: "FCP", value: 900, route: "/" });
  expect(clearWebVitals()).toBe(1);
  expect(webVitalsSummary()).toEqual({ overall: [], byRoute: [], events: 0 });
});
