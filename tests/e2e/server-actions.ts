import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { baseURL } from "./harness";

/**
 * Calls a server action the way an attacker would: a bare POST to any page with the action's id in the Next-Action
 * header, bypassing every form and button. The ids come from the production build's manifest, so the test exercises
 * exactly what `next start` serves.
 */
interface ManifestEntry {
  filename: string;
  exportedName: string;
}

let manifest: Map<string, string> | undefined;

function loadManifest(): Map<string, string> {
  const file = path.resolve(import.meta.dirname, "../../.next/server/server-reference-manifest.json");
  const { node } = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, ManifestEntry> };
  return new Map(Object.entries(node).map(([id, entry]) => [`${entry.filename}#${entry.exportedName}`, id]));
}

/** The id of `exportedName` in `filename` (e.g. "lib/actions/partner.ts"). */
export function actionId(filename: string, exportedName: string): string {
  manifest ??= loadManifest();
  const id = manifest.get(`${filename}#${exportedName}`);
  if (!id) throw new Error(`No server action ${exportedName} in ${filename} in this build`);
  return id;
}

export interface ActionCall {
  status: number;
  /** The action's return value (our ActionResult), decoded from the RSC stream; null when none came back. */
  result: { ok: boolean; error?: { code: string; message: string } } | null;
}

/** POSTs an action with the given arguments, as the cookies of `context` (or none). */
export async function callAction(
  id: string,
  args: unknown[],
  { context, page = "/settings" }: { context?: BrowserContext; page?: string } = {},
): Promise<ActionCall> {
  const cookies = context ? await context.cookies(baseURL) : [];
  const response = await fetch(new URL(page, baseURL), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Next-Action": id,
      Accept: "text/x-component",
      "Content-Type": "text/plain;charset=UTF-8",
      Origin: baseURL,
      ...(cookies.length > 0 ? { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") } : {}),
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  return { status: response.status, result: decodeResult(text) };
}

/**
 * The RSC payload is lines of `<row id>:<json>`; the action's value is either inline in row 0 (`{"a": value}`) or in
 * the row it points at. Either way it is the first object carrying our ActionResult's `ok`.
 */
function decodeResult(text: string): ActionCall["result"] {
  const isResult = (value: unknown): value is NonNullable<ActionCall["result"]> =>
    !!value && typeof value === "object" && "ok" in value;
  for (const line of text.split("\n")) {
    const at = line.indexOf(":");
    if (at < 0) continue;
    try {
      const value = JSON.parse(line.slice(at + 1)) as { a?: unknown } | null;
      if (isResult(value)) return value;
      if (value && isResult(value.a)) return value.a;
    } catch {
      // Not JSON (e.g. a text chunk): keep looking.
    }
  }
  return null;
}
