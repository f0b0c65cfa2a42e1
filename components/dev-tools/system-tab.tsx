"use client";

/** Placeholder while the System tab is built (issue #19). */
export function SystemTab() {
  return <p className="text-sm text-muted">System figures are being built.</p>;
}
