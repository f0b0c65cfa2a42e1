/**
 * A streamed response of newline-delimited JSON: one object per line, flushed as each is produced. Used where the
 * browser reads a reply as it is written (the coach) and then one final verdict; a cancelled request (the browser
 * went away) stops the producer through its iterator's `return`.
 */
const NDJSON_HEADERS = {
  "Content-Type": "application/x-ndjson; charset=utf-8",
  // no-transform: compression would hold lines back until a buffer fills.
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

export function ndjsonResponse(events: AsyncIterable<unknown>, init: { status?: number } = {}): Response {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { status: init.status ?? 200, headers: NDJSON_HEADERS });
}
