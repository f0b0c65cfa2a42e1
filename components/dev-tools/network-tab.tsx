"use client";

/** Placeholder while the Network tab is built (issue #19). */
export function NetworkTab() {
  return <p className="text-sm text-muted">Network figures are being built.</p>;
}
