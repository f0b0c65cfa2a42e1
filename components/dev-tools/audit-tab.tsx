"use client";

/** Placeholder while the Audit tab is built (issue #19). */
export function AuditTab() {
  return <p className="text-sm text-muted">Audit figures are being built.</p>;
}
