import http from "node:http";
import { performance } from "node:perf_hooks";
import { cpuUsed, type CpuSnapshot } from "./process-cpu";

/*
 * The load generator of the HTTP benchmarks: a fixed list of requests sent with a fixed number in flight over
 * keep-alive connections, timed one by one. Used by scripts/bench-writes.ts and scripts/bench-dashboard.ts.
 */

const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpTask {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Run {
  /** Milliseconds per request, sorted ascending. */
  latencies: number[];
  /** Status code (or "error: ..." for a transport failure) → count. */
  statuses: Map<string, number>;
  elapsedS: number;
  /** Responses `check` refused (or that never came). */
  failed: number;
  /** Why, reason → count (a response may have several). */
  failures: Map<string, number>;
  /** The first refused response, to look at. */
  firstFailure?: { reason: string; status: number; body: string };
}

export interface FireOptions {
  concurrency: number;
  /** Any other status throws (a warm-up or a baseline that must not vary). */
  expect?: number;
  /**
   * Reads the whole body and judges the response: the reasons it is wrong (none: it is right). A refused response is
   * counted in `failures`, not thrown. The request's time includes reading the body to its end.
   */
  check?: (status: number, body: string) => string[];
}

/** One request; the body is read to its end (and kept only when asked for). */
export function send(
  agent: http.Agent,
  baseUrl: string,
  task: HttpTask,
  keepBody: boolean,
): Promise<{ status: number; body: string }> {
  const method = task.method ?? (task.body === undefined ? "GET" : "POST");
  const headers: Record<string, string | number> = { ...task.headers };
  if (task.body !== undefined) headers["content-length"] = Buffer.byteLength(task.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${task.path}`,
      { method, agent, timeout: REQUEST_TIMEOUT_MS, headers },
      (response) => {
        const chunks: Buffer[] = [];
        if (keepBody) response.on("data", (chunk: Buffer) => chunks.push(chunk));
        else response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: keepBody ? Buffer.concat(chunks).toString("utf8") : "" }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(task.body);
  });
}

/** Sends the tasks in order with `concurrency` requests in flight. */
export async function fire(agent: http.Agent, baseUrl: string, tasks: HttpTask[], options: FireOptions): Promise<Run> {
  const { concurrency, expect, check } = options;
  const run: Run = { latencies: [], statuses: new Map(), elapsedS: 0, failed: 0, failures: new Map() };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        const t = performance.now();
        const answer = await send(agent, baseUrl, task, check !== undefined).catch((error: Error) => error);
        run.latencies.push(performance.now() - t);
        const status = answer instanceof Error ? `error: ${answer.message}` : String(answer.status);
        run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
        if (expect !== undefined && status !== String(expect)) throw new Error(`expected ${expect}, got ${status}`);
        if (!check) continue;
        const reasons = answer instanceof Error ? [status] : check(answer.status, answer.body);
        if (reasons.length === 0) continue;
        run.failed++;
        for (const reason of reasons) run.failures.set(reason, (run.failures.get(reason) ?? 0) + 1);
        if (!run.firstFailure) {
          run.firstFailure = {
            reason: reasons.join("; "),
            status: answer instanceof Error ? 0 : answer.status,
            body: answer instanceof Error ? "" : answer.body,
          };
        }
      }
    }),
  );
  run.latencies.sort((a, b) => a - b);
  run.elapsedS = (performance.now() - started) / 1000;
  return run;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function requestsPerSecond(run: Run): number {
  return run.latencies.length / run.elapsedS;
}

/** Server and PostgreSQL CPU milliseconds per request of the run, or null off Linux. */
export function cpuPerRequest(run: Run, before: CpuSnapshot | null, after: CpuSnapshot | null) {
  if (!before || !after) return null;
  const used = cpuUsed(before, after);
  const n = run.latencies.length;
  return { server: (1000 * used.server) / n, postgres: (1000 * used.postgres) / n, client: (1000 * used.client) / n };
}

/** "label  N req/s, p50 x ms; CPU/request: next a ms, PostgreSQL b ms". */
export function costLine(label: string, run: Run, before: CpuSnapshot | null, after: CpuSnapshot | null): string {
  const rate = `${requestsPerSecond(run).toFixed(0).padStart(5)} req/s, p50 ${percentile(run.latencies, 50).toFixed(1).padStart(6)} ms`;
  const cpu = cpuPerRequest(run, before, after);
  if (!cpu) return `${label.padEnd(34)} ${rate}`;
  const ms = (value: number) => value.toFixed(2).padStart(5);
  return `${label.padEnd(34)} ${rate}; CPU/request: next ${ms(cpu.server)} ms, PostgreSQL ${ms(cpu.postgres)} ms`;
}

/** Count of the statuses matching `pattern` ("5xx": /^5\d\d$/, transport errors: /^error/). */
export function countStatuses(run: Run, pattern: RegExp): number {
  return [...run.statuses].filter(([s]) => pattern.test(s)).reduce((n, [, c]) => n + c, 0);
}
