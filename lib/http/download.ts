import type { TextDownload } from "@/lib/domain/types";

/** Rows are small; sending ~16 KB at a time keeps the number of network writes low. */
const STREAM_CHUNK_CHARS = 16_384;

/**
 * A response body pulled from an async generator of text, batched into ~16 KB writes. Pull-based, so a slow client
 * holds back the generator (and the database pages behind it); a client that goes away stops it.
 */
function textStream(
  chunks: AsyncGenerator<string>,
  { chunkChars = STREAM_CHUNK_CHARS, onEnd }: { chunkChars?: number; onEnd?: () => void } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Let other requests in before each batch. The embedded database answers on this thread and resolves its
      // promises at once, so without a turn of the event loop a download read its pages back to back and held every
      // other request until it was done: 8 exports at once took another client's health check from 13 ms to 160 ms.
      await new Promise((resolve) => setImmediate(resolve));
      let buffer = "";
      try {
        while (buffer.length < chunkChars) {
          const next = await chunks.next();
          if (next.done) {
            if (buffer) controller.enqueue(encoder.encode(buffer));
            controller.close();
            onEnd?.();
            return;
          }
          buffer += next.value;
        }
      } catch (error) {
        onEnd?.();
        throw error;
      }
      controller.enqueue(encoder.encode(buffer));
    },
    async cancel() {
      onEnd?.();
      await chunks.return(undefined);
    },
  });
}

/**
 * A service's file as an attachment: streamed, private (never stored by a cache) and never sniffed into something a
 * browser would run.
 */
export function downloadResponse(file: TextDownload, onEnd?: () => void): Response {
  return new Response(textStream(file.chunks, { onEnd }), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A file made while the person holds a download slot (lib/http/person-slots.ts): the slot is given back when the
 * stream has ended, failed or been abandoned, or at once if the file could not be made.
 */
export async function downloadInSlot(release: () => void, make: () => Promise<TextDownload>): Promise<Response> {
  try {
    return downloadResponse(await make(), release);
  } catch (error) {
    release();
    throw error;
  }
}
