import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { baseURL } from "./base-url";

/**
 * Calls a server action the way an attacker would: a bare POST to any page with the action's id in the Next-Action
 * header, bypassing every form and button. The ids come from the production build's manifest, so the test exercises
 * exactly what `next start` serves.
 */
interface ManifestEntry {
  filename: string;
  exportedName: string;
  workers: Record<string, unknown>;
}

export interface ServerAction {
  id: string;
  /** A page whose bundle carries the action (Next only runs an action id from a page that includes it). */
  page: string;
}

let manifest: Map<string, ServerAction> | undefined;

function loadManifest(): Map<string, ServerAction> {
  const file = path.resolve(import.meta.dirname, "../../../.next/server/server-reference-manifest.json");
  const { node } = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, ManifestEntry> };
  return new Map(
    Object.entries(node).map(([id, entry]) => {
      const worker = Object.keys(entry.workers).find((key) => key.startsWith("app/") && !key.includes("["));
      const page = worker ? worker.replace(/^app/, "").replace(/\/page$/, "") || "/" : "/";
      return [`${entry.filename}#${entry.exportedName}`, { id, page }];
    }),
  );
}

/** `exportedName` of `filename` (e.g. "lib/actions/partner.ts") in this build. */
export function serverAction(filename: string, exportedName: string): ServerAction {
  manifest ??= loadManifest();
  const action = manifest.get(`${filename}#${exportedName}`);
  if (!action) throw new Error(`No server action ${exportedName} in ${filename} in this build`);
  return action;
}

export interface ActionCall {
  status: number;
  /** The action's return value (our ActionResult), decoded from the RSC stream; null when none came back. */
  result: { ok: boolean; error?: { code: string; message: string } } | null;
}

/**
 * POSTs an action with the given arguments, as the cookies of `context`. Without a context the request carries a
 * forged session cookie: proxy.ts only checks that one is present, so the action's own guard is what answers.
 * `origin` is the server to call: the e2e server unless a test runs several (tests/instances).
 */
export async function callAction(
  action: ServerAction,
  args: unknown[],
  { context, origin = baseURL }: { context?: BrowserContext; origin?: string } = {},
): Promise<ActionCall> {
  const cookies = context ? await context.cookies(origin) : [{ name: "attune.session-token", value: "forged" }];
  const response = await fetch(new URL(action.page, origin), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Next-Action": action.id,
      Accept: "text/x-component",
      "Content-Type": "text/plain;charset=UTF-8",
      Origin: origin,
      Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
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
