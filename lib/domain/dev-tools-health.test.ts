import { describe, expect, test } from "vitest";
import {
  assessDatabase,
  assessSystem,
  EVENT_LOOP_P99_MS,
  MIN_REQUESTS_FOR_ERROR_RATE,
  percentOf,
  poolLevel,
  ratePageLoad,
  rateWebVital,
  worstLevel,
  type DatabaseFigures,
} from "./dev-tools-health";

const calm = { heapUsedPercent: 30, eventLoopP99Ms: 12, requests: { count: 100, serverErrors: 0 } };

describe("system health", () => {
  test("all figures in their best band: excellent, with nothing to say", () => {
    expect(assessSystem(calm)).toEqual({ level: "excellent", findings: [] });
  });

  test.each([
    [59.9, "excellent"],
    [60, "good"],
    [79.9, "good"],
    [80, "degraded"],
    [89.9, "degraded"],
    [90, "critical"],
  ] as const)("heap at %s%% of its limit is %s", (heapUsedPercent, level) => {
    expect(assessSystem({ ...calm, heapUsedPercent }).level).toBe(level);
  });

  test.each([
    [EVENT_LOOP_P99_MS.excellent - 1, "excellent"],
    [EVENT_LOOP_P99_MS.excellent, "good"],
    [EVENT_LOOP_P99_MS.good, "degraded"],
    [EVENT_LOOP_P99_MS.degraded, "critical"],
  ] as const)("event-loop p99 of %s ms is %s", (eventLoopP99Ms, level) => {
    expect(assessSystem({ ...calm, eventLoopP99Ms }).level).toBe(level);
  });

  test.each([
    [0, "excellent"],
    [1, "good"],
    [5, "degraded"],
    [20, "critical"],
  ] as const)("%s server errors in 100 requests is %s", (serverErrors, level) => {
    expect(assessSystem({ ...calm, requests: { count: 100, serverErrors } }).level).toBe(level);
  });

  test("a handful of requests says nothing about an error rate", () => {
    const few = { count: MIN_REQUESTS_FOR_ERROR_RATE - 1, serverErrors: MIN_REQUESTS_FOR_ERROR_RATE - 1 };
    expect(assessSystem({ ...calm, requests: few }).level).toBe("excellent");
  });

  test("no event-loop reading yet leaves the other figures to decide", () => {
    expect(assessSystem({ ...calm, eventLoopP99Ms: null }).level).toBe("excellent");
  });

  test("the worst figure decides, and each bad one explains itself", () => {
    const { level, findings } = assessSystem({
      heapUsedPercent: 85,
      eventLoopP99Ms: 700,
      requests: { count: 40, serverErrors: 4 },
    });
    expect(level).toBe("critical");
    expect(findings.map((finding) => [finding.level, finding.title])).toEqual([
      ["degraded", "Heap at 85% of its limit"],
      ["critical", "Event loop delayed by up to 700 ms (p99)"],
      ["degraded", "10% of requests answered with a server error"],
    ]);
  });
});

describe("database health", () => {
  const healthy: DatabaseFigures = {
    ping: { up: true, latencyMs: 1.2 },
    pool: { utilisationPercent: 20, waiting: 0 },
    connectionsPercent: 10,
    rollbackPercent: 0.5,
    cacheHitPercent: 99.5,
    slowQueries: { ratePercent: 0, statements: 0 },
    statementsNote: null,
  };
  const titles = (figures: DatabaseFigures) => assessDatabase(figures).findings.map((finding) => finding.title);

  test("healthy figures: excellent, no recommendations", () => {
    expect(assessDatabase(healthy)).toEqual({ level: "excellent", findings: [] });
  });

  test("a database that does not answer is critical", () => {
    expect(assessDatabase({ ...healthy, ping: { up: false, code: "ECONNREFUSED" } })).toMatchObject({
      level: "critical",
      findings: [{ title: "The database did not answer", detail: "A select 1 failed (ECONNREFUSED)." }],
    });
  });

  test("pool utilisation: alert at 80%, critical above 90% (spec 3 §9)", () => {
    expect(assessDatabase({ ...healthy, pool: { utilisationPercent: 79.9, waiting: 0 } }).level).toBe("excellent");
    expect(assessDatabase({ ...healthy, pool: { utilisationPercent: 80, waiting: 0 } }).level).toBe("degraded");
    expect(assessDatabase({ ...healthy, pool: { utilisationPercent: 90, waiting: 0 } }).level).toBe("degraded");
    expect(assessDatabase({ ...healthy, pool: { utilisationPercent: 90.1, waiting: 0 } }).level).toBe("critical");
    expect(titles({ ...healthy, pool: { utilisationPercent: 100, waiting: 3 } })).toEqual([
      "Connection pool at 100%",
      "3 queries waiting for a connection",
    ]);
    expect([poolLevel(50), poolLevel(80), poolLevel(95)]).toEqual(["good", "degraded", "critical"]);
  });

  test("rollbacks, cache misses, server connections and a slow round trip each raise their own finding", () => {
    expect(
      titles({
        ...healthy,
        ping: { up: true, latencyMs: 150 },
        connectionsPercent: 85,
        rollbackPercent: 5,
        cacheHitPercent: 69.9,
      }),
    ).toEqual([
      "A select 1 took 150 ms",
      "85% of the server's max_connections in use",
      "5% of transactions rolled back",
      "Buffer cache hit rate 69.9%",
    ]);
  });

  test("slow queries: elevated from 10% of calls; fewer are advice only", () => {
    expect(assessDatabase({ ...healthy, slowQueries: { ratePercent: 10, statements: 2 } })).toMatchObject({
      level: "degraded",
      findings: [{ title: "10% of query calls are slow" }],
    });
    expect(assessDatabase({ ...healthy, slowQueries: { ratePercent: 0.2, statements: 2 } })).toMatchObject({
      level: "good",
      findings: [{ title: "2 statements average 1000 ms or more" }],
    });
  });

  test("PGlite: figures that do not exist raise nothing, and a missing extension is advice", () => {
    const embedded: DatabaseFigures = {
      ping: { up: true, latencyMs: 0.3 },
      pool: null,
      connectionsPercent: null,
      rollbackPercent: null,
      cacheHitPercent: null,
      slowQueries: null,
      statementsNote: "pg_stat_statements is not available on the embedded database.",
    };
    expect(assessDatabase(embedded)).toEqual({
      level: "good",
      findings: [
        {
          level: "good",
          title: "Slow queries are not measured",
          detail: "pg_stat_statements is not available on the embedded database.",
        },
      ],
    });
  });
});

test("Web Vitals ratings at web.dev's boundaries", () => {
  expect([rateWebVital("LCP", 2500), rateWebVital("LCP", 2501), rateWebVital("LCP", 4001)]).toEqual([
    "good",
    "needs-improvement",
    "poor",
  ]);
  expect([rateWebVital("CLS", 0.1), rateWebVital("CLS", 0.25), rateWebVital("CLS", 0.26)]).toEqual([
    "good",
    "needs-improvement",
    "poor",
  ]);
  expect([rateWebVital("INP", 200), rateWebVital("TTFB", 1801), rateWebVital("FCP", 1800)]).toEqual([
    "good",
    "poor",
    "good",
  ]);
});

test("helpers: a percentage of nothing is null; the worst level wins", () => {
  expect([percentOf(1, 3), percentOf(1, 0), percentOf(0, 5)]).toEqual([33.3, null, 0]);
  expect([worstLevel([]), worstLevel(["good", "critical", "degraded"])]).toEqual(["excellent", "critical"]);
});

test("page load: spec 3 §9's penalties above 1 s and 2 s", () => {
  expect([ratePageLoad(1000), ratePageLoad(1001), ratePageLoad(2000), ratePageLoad(2001)]).toEqual([
    "good",
    "needs-improvement",
    "needs-improvement",
    "poor",
  ]);
});
