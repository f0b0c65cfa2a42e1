"use client";

import { useEffect, useState } from "react";
import { errorIdFor } from "./error-kinds";

type ReportKind = "render" | "extension" | "global";

const reported = new Set<string>();

function randomHex(): string {
  // getRandomValues works on plain-http hosts too, where crypto.randomUUID does not exist.
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The Error ID for a caught error. A server digest is already in the server log; a browser-side error gets a fresh
 * id that is sent, with the error, to /api/client-errors, which logs it under that same id.
 */
export function useErrorId(error: unknown, kind: ReportKind): string {
  const [{ id, fromServer }] = useState(() => errorIdFor(error, randomHex));

  useEffect(() => {
    if (fromServer || reported.has(id)) return;
    reported.add(id);
    const failure = error instanceof Error ? error : new Error(String(error));
    void fetch("/api/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json" },
      keepalive: true,
      body: JSON.stringify({
        errorId: id,
        kind,
        name: failure.name.slice(0, 200),
        message: failure.message.slice(0, 2000),
        stack: failure.stack?.slice(0, 8000),
        path: window.location.pathname.slice(0, 2048),
      }),
    }).catch(() => undefined); // Reporting must never turn one error into two.
  }, [error, fromServer, id, kind]);

  return id;
}
