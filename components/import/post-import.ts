/** The answer of POST /api/v1/imports[/preview]: the body, or the mapped failure's message (lib/http/errors.ts). */
export type ImportAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

const OFFLINE_MESSAGE = "Please check your connection and try again.";

/**
 * Sends the file's text and the mood mapping as JSON (decision 028: a JSON body makes a cross-site post ask first).
 * A network failure or an answer that is not ours reads as the connection message, never as a crash.
 */
export async function postImport<T>(path: string, body: unknown): Promise<ImportAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
    const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!response.ok) return { ok: false, message: json?.error?.message ?? OFFLINE_MESSAGE };
    return { ok: true, data: json as T };
  } catch {
    return { ok: false, message: OFFLINE_MESSAGE };
  }
}
