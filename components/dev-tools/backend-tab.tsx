"use client";

/** Placeholder while the Backend tab is built (issue #19). */
export function BackendTab() {
  return <p className="text-sm text-muted">Backend figures are being built.</p>;
}
