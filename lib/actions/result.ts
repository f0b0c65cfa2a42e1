import type { z } from "zod";
import { requireApiUser } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/roles";
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

/** runAction for signed-in users: the session is checked before the input is even parsed (house rule 2). */
export async function runUserAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  run: (parsed: z.output<S>, user: SessionUser) => Promise<T>,
): Promise<ActionResult<T>> {
  let user: SessionUser;
  try {
    user = await requireApiUser();
  } catch (error) {
    return { ok: false, error: toErrorPayload(error).payload };
  }
  return runAction(schema, input, (parsed) => run(parsed, user));
}

function isNextSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown })?.digest;
  return (
    typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK"))
  );
}
