"use client";

/** Placeholder while the Database tab is built (issue #19). */
export function DatabaseTab() {
  return <p className="text-sm text-muted">Database figures are being built.</p>;
}
