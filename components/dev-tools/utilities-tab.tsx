"use client";

/** Placeholder while the Utilities tab is built (issue #19). */
export function UtilitiesTab() {
  return <p className="text-sm text-muted">Utilities figures are being built.</p>;
}
