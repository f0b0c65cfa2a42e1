import type { CrisisCard } from "./conversation";

/** The lines POST /api/v1/coach streams (lib/services/coach/send-coach-message.ts), as the browser reads them. */
export type CoachStreamLine =
  | { type: "start"; kind: string; disclosure: string | null }
  | { type: "delta"; text: string }
  | ({ type: "crisis" } & CrisisCard)
  | { type: "done"; success: boolean; message?: string; error?: string };

/**
 * Reads a newline-delimited JSON body line by line as it arrives, handing each parsed line on. Returns the final
 * "done" line, or null when the stream ended without one (a cut connection): spec 1 §8 counts that as a failure.
 */
export async function readCoachStream(
  body: ReadableStream<Uint8Array>,
  onLine: (line: CoachStreamLine) => void,
): Promise<Extract<CoachStreamLine, { type: "done" }> | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let done: Extract<CoachStreamLine, { type: "done" }> | null = null;
  const take = (raw: string) => {
    if (raw.trim() === "") return;
    const line = JSON.parse(raw) as CoachStreamLine;
    if (line.type === "done") done = line;
    else onLine(line);
  };
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    // stream: true keeps a character split across chunks for the next one.
    buffer += decoder.decode(value, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline !== -1) {
      take(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
    }
  }
  take(buffer);
  return done;
}
