/**
 * A server-sent events response (text/event-stream) for a route handler. The stream opens with the browser's retry
 * delay, feeds whatever `open` writes, sends a comment line every `heartbeatMs` so proxies keep an idle stream open,
 * and asks `stillAllowed` at each beat (a revoked session ends it). When the browser goes away (the request's signal)
 * or `stillAllowed` says no, `open`'s cleanup runs once and the stream closes.
 */
export interface EventStreamOptions {
  signal: AbortSignal;
  heartbeatMs: number;
  retryMs: number;
  stillAllowed: () => Promise<boolean>;
  /** Starts writing SSE messages; returns what stops it. */
  open: (write: (message: string) => void) => Promise<() => void>;
}

const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: compression would hold messages back until a buffer fills.
  "Cache-Control": "no-cache, no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

export async function eventStreamResponse({
  signal,
  heartbeatMs,
  retryMs,
  stillAllowed,
  open,
}: EventStreamOptions): Promise<Response> {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  // What `open` writes before the stream exists (a reconnect's missed events), in order.
  const early: string[] = [];
  let done = false;
  let stop: (() => void) | null = null;
  const timer: { beat?: NodeJS.Timeout } = {};
  const write = (message: string) => {
    if (done) return;
    if (controller) controller.enqueue(encoder.encode(message));
    else early.push(message);
  };
  const finish = () => {
    if (done) return;
    done = true;
    clearInterval(timer.beat);
    signal.removeEventListener("abort", finish);
    stop?.();
    try {
      controller?.close();
    } catch {
      // Already closed by the runtime when the browser went away.
    }
  };

  write(`retry: ${retryMs}\n: connected\n\n`);
  // Subscribed before the response leaves: a browser's EventSource reports "open" when the headers arrive, and an
  // event written between that and the subscription would be lost (nothing is replayed on a first connection).
  const cleanup = await open(write);
  if (signal.aborted) {
    cleanup();
    return new Response(null, { status: 204 });
  }
  stop = cleanup;
  signal.addEventListener("abort", finish);

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      for (const message of early.splice(0)) write(message);
      timer.beat = setInterval(() => {
        write(": ping\n\n");
        stillAllowed().then(
          (allowed) => allowed || finish(),
          () => finish(),
        );
      }, heartbeatMs);
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}
