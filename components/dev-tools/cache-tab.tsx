"use client";

/** Placeholder while the Cache tab is built (issue #19). */
export function CacheTab() {
  return <p className="text-sm text-muted">Cache figures are being built.</p>;
}
