"use client";

import { cn } from "@/components/ui/cn";
import {
  priorityTone,
  type DebugNotification,
  type NotificationStatus,
  type PriorityTone,
} from "@/lib/domain/dev-tools-utilities";
import { dateFormat } from "@/lib/domain/time";

const STATUS_STYLES: Record<NotificationStatus, string> = {
  Deleted: "bg-gray-200 text-gray-800",
  Read: "bg-emerald-100 text-emerald-900",
  Unread: "bg-brand-100 text-brand-700",
};

/** Spec 3: urgent red, high orange, medium blue, other grey — with the priority in words beside the colour. */
const TONE_STYLES: Record<PriorityTone, { dot: string; text: string }> = {
  red: { dot: "bg-red-600", text: "text-red-800" },
  orange: { dot: "bg-orange-500", text: "text-orange-800" },
  blue: { dot: "bg-blue-600", text: "text-blue-800" },
  grey: { dot: "bg-gray-400", text: "text-gray-700" },
};

/** The 20 newest notices of the admin, deleted ones included, each with everything the row holds (spec 3). */
export function NotificationList({ items, timeZone }: { items: DebugNotification[]; timeZone: string }) {
  if (items.length === 0) {
    return <p className="text-sm text-muted">No notifications yet. Create a test notification to see one here.</p>;
  }
  const when = dateFormat(timeZone, {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  });
  return (
    <ol className="space-y-3" aria-label="Recent notifications">
      {items.map((item) => {
        const tone = TONE_STYLES[priorityTone(item.priority)];
        const metadata = Object.keys(item.metadata).length > 0 ? JSON.stringify(item.metadata, null, 2) : null;
        return (
          <li key={item.id} className="rounded-xl border border-brand-100 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold">{item.title}</h4>
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATUS_STYLES[item.status])}>
                {item.status}
              </span>
              <span className={cn("inline-flex items-center gap-1 text-xs font-medium", tone.text)}>
                <span aria-hidden className={cn("size-2 rounded-full", tone.dot)} />
                {item.priorityLabel} priority
              </span>
            </div>
            <p className="mt-1">{item.message}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted">
              <dt>Type</dt>
              <dd className="font-mono">{item.type}</dd>
              <dt>Created</dt>
              <dd>
                <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
              </dd>
              <dt>Action URL</dt>
              <dd className="font-mono break-all">{item.actionUrl ?? "none"}</dd>
            </dl>
            {metadata ? (
              <pre
                aria-label="Metadata"
                tabIndex={0}
                className="mt-2 overflow-x-auto rounded-lg bg-brand-50 p-2 text-xs"
              >
                {metadata}
              </pre>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
