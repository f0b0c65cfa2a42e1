"use client";

import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { AUDIT_TAB_LIMIT, type AuditTabModel } from "@/lib/domain/dev-tools-audit";
import { dateFormat } from "@/lib/domain/time";
import { useDevToolsTab } from "./monitoring";

/**
 * The Audit trail tab (decision 043, issue #19): the newest admin actions — when, who, what, on whom, and the
 * entry's identifiers (a masked number, a template name). The trail holds no notes, messages or chats.
 */
export function AuditTab() {
  const { data, error, isFetching, refetch } = useDevToolsTab<AuditTabModel>("audit");
  return (
    <Card aria-labelledby="audit-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id="audit-title">Audit trail</CardTitle>
          <p className="text-sm text-muted">The {AUDIT_TAB_LIMIT} newest entries, newest first.</p>
        </div>
        <Button type="button" size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger">
          Failed to load the audit trail: {error.message}
        </p>
      ) : null}
      {data ? <AuditTable model={data} /> : error ? null : <p className="text-sm text-muted">Loading...</p>}
    </Card>
  );
}

export function AuditTable({ model }: { model: AuditTabModel }) {
  if (model.entries.length === 0) return <p className="text-sm text-muted">No audited actions yet.</p>;
  const when = dateFormat(model.timeZone, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  });
  return (
    // Focusable so a keyboard can scroll it when the table is wider than a phone (axe: scrollable-region-focusable).
    <div className="overflow-x-auto" role="region" aria-label="Audit trail entries" tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit trail, newest first (times in {model.timeZone})</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              When ({model.timeZone})
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Who
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Action
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Target
            </th>
            <th scope="col" className="py-2 font-medium">
              Detail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {model.entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="py-2 pr-3 whitespace-nowrap">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </td>
              <td className="py-2 pr-3">{entry.actor}</td>
              <td className="py-2 pr-3">{entry.label}</td>
              <td className="py-2 pr-3">{entry.target ?? "—"}</td>
              <td className="py-2">
                {entry.detail.length === 0 ? (
                  "—"
                ) : (
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                    {entry.detail.map(([key, value]) => (
                      <div key={key} className="contents">
                        <dt className="font-mono text-muted">{key}</dt>
                        <dd className="break-all">{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
