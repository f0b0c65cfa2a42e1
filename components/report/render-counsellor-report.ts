import "server-only";
import { Worker } from "node:worker_threads";
import type { CounsellorReportModel } from "@/lib/domain/analytics/counsellor-report";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/**
 * Renders counsellor reports off the request thread (issue #30), one at a time per server process, in a worker
 * thread that lives as long as the process and is replaced if it dies. A render waits its turn in a short queue;
 * RENDER_QUEUE_MAX waiting is the most a process takes on, and the route answers 503 beyond it, so a burst cannot
 * pile up memory or minutes of work. The per-person limits are the route's (lib/http/person-slots.ts) and the
 * service's (ten an hour, load-counsellor-report.ts).
 */

const REPORTS_BUSY_MESSAGE = "Many reports are being prepared right now. Please try again in a minute.";

/** Renders waiting for the worker beyond the one in progress. */
const RENDER_QUEUE_MAX = 8;

interface Job {
  id: number;
  model: CounsellorReportModel;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

const state = {
  worker: null as Worker | null,
  queue: [] as Job[],
  running: null as Job | null,
  nextId: 1,
};

function startWorker(): Worker {
  const worker = new Worker(new URL("./counsellor-report.worker.tsx", import.meta.url));
  worker.on("message", (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = state.running;
    if (!job || job.id !== message.id) return;
    state.running = null;
    if (message.pdf) job.resolve(message.pdf);
    else job.reject(new Error(`PDF render failed: ${message.error}`));
    next();
  });
  // A crash fails the render in progress; the next render starts a new worker.
  worker.on("error", (error) => {
    state.worker = null;
    state.running?.reject(error);
    state.running = null;
    next();
  });
  worker.on("exit", () => {
    if (state.worker === worker) state.worker = null;
  });
  // The worker must not keep a stopping server alive.
  worker.unref();
  return worker;
}

/**
 * Under Vitest (NODE_ENV "test") the sources run without a bundler, so the .tsx worker cannot be started; there the
 * same queue renders on the calling thread. The worker itself is exercised against the build (tests/e2e/heavy-downloads.spec.ts).
 */

async function renderInThread(job: Job): Promise<void> {
  const [{ renderToBuffer }, { createElement }, { CounsellorReportPdf }] = await Promise.all([
    import("@react-pdf/renderer"),
    import("react"),
    import("./counsellor-report-pdf"),
  ]);
  try {
    const pdf = await renderToBuffer(createElement(CounsellorReportPdf, { model: job.model }) as never);
    job.resolve(new Uint8Array(pdf));
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)));
  } finally {
    state.running = null;
    next();
  }
}

function next(): void {
  if (state.running) return;
  const job = state.queue.shift();
  if (!job) return;
  state.running = job;
  if (env().NODE_ENV === "test") {
    void renderInThread(job);
    return;
  }
  state.worker ??= startWorker();
  state.worker.postMessage({ id: job.id, model: job.model });
}

/** The report's PDF bytes; UNAVAILABLE (503) when RENDER_QUEUE_MAX renders are already waiting. */
export function renderCounsellorReport(model: CounsellorReportModel): Promise<Uint8Array> {
  if (state.queue.length >= RENDER_QUEUE_MAX) return Promise.reject(new AppError("UNAVAILABLE", REPORTS_BUSY_MESSAGE));
  return new Promise<Uint8Array>((resolve, reject) => {
    state.queue.push({ id: state.nextId++, model, resolve, reject });
    next();
  });
}
