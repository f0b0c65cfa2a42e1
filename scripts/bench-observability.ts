/**
 * `npm run bench:observability` — what metrics and traces cost (issue #41, decision 078).
 *
 * 1. In this process: one request observed into the Prometheus histogram (the ingress hook's work per request), a
 *    `traced()` call with tracing off against a plain call, and with the SDK on (batching to a local sink).
 * 2. On the production build (`npm run build` first), on the embedded database: GET /api/health (one `select 1`)
 *    and GET /api/health/live (no query), sequentially and at concurrency 8, with tracing off, then on with a local
 *    OTLP/HTTP sink; and GET /api/metrics's own time. Prints the span names the sink received, which shows Next's own
 *    request spans beside ours.
 *
 * The machine is shared and noisy: compare the two runs of one invocation, not figures across days.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { fire, percentile, requestsPerSecond, type HttpTask } from "./bench/http-load";
import { benchEnvironment, requireProductionBuild, startServer, stopServer } from "./bench/server";

const METRICS_TOKEN = "bench-metrics-token-0123456789abcdef0123";

function timePerCall(label: string, calls: number, fn: () => unknown): number {
  for (let i = 0; i < Math.min(calls, 10_000); i++) fn(); // warm up
  const started = performance.now();
  for (let i = 0; i < calls; i++) fn();
  const ns = ((performance.now() - started) * 1e6) / calls;
  console.log(`  ${label.padEnd(58)} ${ns.toFixed(0).padStart(7)} ns/call`);
  return ns;
}

async function timePerAsyncCall(label: string, calls: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2_000; i++) await fn();
  const started = performance.now();
  for (let i = 0; i < calls; i++) await fn();
  const ns = ((performance.now() - started) * 1e6) / calls;
  console.log(`  ${label.padEnd(58)} ${ns.toFixed(0).padStart(7)} ns/call`);
  return ns;
}

/** An OTLP/HTTP collector stand-in: answers 200 and keeps the span names it received. */
async function otlpSink(): Promise<{ url: string; names: Map<string, number>; close: () => Promise<void> }> {
  const names = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      try {
        const parsed = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: { name: string }[] }[] }[];
        };
        for (const resource of parsed.resourceSpans)
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans) names.set(span.name, (names.get(span.name) ?? 0) + 1);
      } catch {
        // Not JSON: counted as nothing.
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, names, close: () => new Promise((r) => server.close(() => r())) };
}

async function inProcess() {
  console.log("In this process");
  const { recordRequest } = await import("@/lib/monitoring/request-metrics");
  const { traced } = await import("@/lib/tracing");
  let i = 0;
  timePerCall("histogram observation (one request, ingress hook)", 200_000, () =>
    recordRequest({ method: "GET", path: `/api/v1/moods/${i++ % 50}`, status: 200, durationMs: 12 }),
  );
  const work = () => Promise.resolve(1);
  const plain = await timePerAsyncCall("plain async call", 200_000, work);
  const off = await timePerAsyncCall("traced() with tracing off", 200_000, () => traced("x", {}, work));
  const sink = await otlpSink();
  const { startTracing } = await import("@/lib/monitoring/tracing-sdk");
  const tracing = await startTracing({ endpoint: sink.url, serviceName: "attune-bench" });
  const on = await timePerAsyncCall("traced() with tracing on (batched to a local sink)", 50_000, () =>
    traced("x", { attributes: { "db.query.summary": "select moods" } }, work),
  );
  await tracing.shutdown();
  await sink.close();
  console.log(`  → tracing off adds ${(off - plain).toFixed(0)} ns a call; on, ${(on - plain).toFixed(0)} ns a span`);
}

async function overHttp() {
  requireProductionBuild();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const tasks = (path: string, n: number): HttpTask[] => Array.from({ length: n }, () => ({ path }));
  for (const mode of ["off", "on"] as const) {
    const bench = await benchEnvironment();
    const sink = mode === "on" ? await otlpSink() : null;
    const server = await startServer(bench, {
      databaseUrl: undefined,
      profile: false,
      env: { METRICS_TOKEN, ...(sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {}) },
    });
    try {
      console.log(`\nTracing ${mode}`);
      await fire(agent, bench.baseUrl, tasks("/api/health", 300), { concurrency: 4, expect: 200 });
      for (const [path, status] of [
        ["/api/health/live", 204],
        ["/api/health", 200],
      ] as const) {
        for (const concurrency of [1, 8]) {
          const run = await fire(agent, bench.baseUrl, tasks(path, 2_000), { concurrency, expect: status });
          const p = (q: number) => percentile(run.latencies, q).toFixed(2).padStart(6);
          console.log(
            `  GET ${path.padEnd(17)} c=${concurrency}  ${requestsPerSecond(run).toFixed(0).padStart(5)} req/s, ` +
              `p50 ${p(50)} ms, p95 ${p(95)} ms`,
          );
        }
      }
      const scrapes = await fire(
        agent,
        bench.baseUrl,
        [...Array(50)].map(() => ({ path: "/api/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })),
        { concurrency: 1, expect: 200 },
      );
      console.log(`  GET /api/metrics (a scrape)         p50 ${percentile(scrapes.latencies, 50).toFixed(2)} ms`);
      if (sink) {
        await new Promise((resolve) => setTimeout(resolve, 6_000)); // the batch processor's 5 s schedule
        const top = [...sink.names].sort((a, b) => b[1] - a[1]).slice(0, 12);
        console.log(`  spans received by name: ${top.map(([name, n]) => `${name} ×${n}`).join("; ")}`);
      }
    } finally {
      await stopServer(server);
      await sink?.close();
    }
  }
  agent.destroy();
}

await inProcess();
if (!process.argv.includes("--in-process")) await overHttp();
