import type { z } from "zod";
import { toErrorPayload, type ErrorPayload } from "@/lib/http/errors";

export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; error: ErrorPayload };

/**
 * The shape of every server action: parse the input with its zod schema, run one service, map any failure.
 * Next's redirect()/notFound() signals are rethrown untouched.
 */
export async function runAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  run: (parsed: z.output<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const parsed = schema.parse(input);
    return { ok: true, data: await run(parsed) };
  } catch (error) {
    if (isNextSignal(error)) throw error;
    return { ok: false, error: toErrorPayload(error).payload };
  }
}

function isNextSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown })?.digest;
  return (
    typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK"))
  );
}
