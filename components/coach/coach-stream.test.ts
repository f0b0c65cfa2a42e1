import { expect, test } from "vitest";
import { readCoachStream, type CoachStreamLine } from "./coach-stream";

/** A body delivered in the given chunks, split anywhere (mid-line, mid-character). */
function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

test("lines split across chunks arrive whole and in order; the done line is returned", async () => {
  const seen: CoachStreamLine[] = [];
  const done = await readCoachStream(
    body([
      '{"type":"start","kind":"model","disclosure":null}\n{"type":"de',
      'lta","text":"Hé"}\n',
      '{"type":"done","success":true,"message":"Hé"}',
    ]),
    (line) => seen.push(line),
  );
  expect(seen).toEqual([
    { type: "start", kind: "model", disclosure: null },
    { type: "delta", text: "Hé" },
  ]);
  expect(done).toEqual({ type: "done", success: true, message: "Hé" });
});

test("a stream cut before its verdict returns null (a failure to the panel)", async () => {
  expect(await readCoachStream(body(['{"type":"delta","text":"Hal"}\n']), () => undefined)).toBeNull();
});
