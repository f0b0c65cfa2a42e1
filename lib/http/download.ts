import type { TextDownload } from "@/lib/domain/types";

/** Rows are small; sending ~16 KB at a time keeps the number of network writes low. */
export const STREAM_CHUNK_CHARS = 16_384;

/**
 * A response body pulled from an async generator of text, batched into ~16 KB writes. Pull-based, so a slow client
 * holds back the generator (and the database pages behind it); a client that goes away stops it.
 */
export function textStream(
  chunks: AsyncGenerator<string>,
  chunkChars = STREAM_CHUNK_CHARS,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let buffer = "";
      while (buffer.length < chunkChars) {
        const next = await chunks.next();
        if (next.done) {
          if (buffer) controller.enqueue(encoder.encode(buffer));
          controller.close();
          return;
        }
        buffer += next.value;
      }
      controller.enqueue(encoder.encode(buffer));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * A service's file as an attachment: streamed, private (never stored by a cache) and never sniffed into something a
 * browser would run.
 */
export function downloadResponse(file: TextDownload): Response {
  return new Response(textStream(file.chunks), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
