import { Trash2 } from "@/components/ui/icons/trash-2";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { NOTIFICATION_TEXT, type InboxItem } from "@/lib/domain/notifications";

export interface NotificationListProps {
  items: readonly InboxItem[];
  /** The person followed a notice's link (the centre closes and marks it read). */
  onOpen: (item: InboxItem) => void;
  onRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/**
 * The notices in the centre (issue #33, decision 051): title, words and when, nothing about priority — every notice
 * is news of the same weight, and a coloured "High priority" on a partner's change made it read like an alarm. "Open"
 * and "Mark read" are the same outlined button (32 px high, above WCAG 2.2's 24 px target), so neither looks like the
 * one that matters; an unread notice has a tinted row and a dot.
 */
export function NotificationList({ items, onOpen, onRead, onDelete }: NotificationListProps) {
  return (
    <ul
      className="max-h-[60dvh] divide-y divide-brand-100 overflow-y-auto"
      tabIndex={0}
      aria-label="Newest notifications"
    >
      {items.map((item) => (
        <li key={item.id} className={`px-4 py-3 text-sm ${item.read ? "" : "bg-brand-50/60"}`}>
          <div className="flex items-start gap-2">
            <span
              aria-hidden
              className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-brand-600"}`}
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {item.title}
                {item.read ? null : <span className="sr-only"> (unread)</span>}
              </p>
              <p className="mt-0.5">{item.message}</p>
              <p className="mt-1 text-xs text-muted">{item.when}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {item.href ? (
                  <Button asChild variant="outline" size="sm">
                    <Link href={item.href} onClick={() => onOpen(item)}>
                      {NOTIFICATION_TEXT.open}
                    </Link>
                  </Button>
                ) : null}
                {item.read ? null : (
                  <Button variant="outline" size="sm" onClick={() => onRead(item.id)}>
                    {NOTIFICATION_TEXT.markRead}
                  </Button>
                )}
              </div>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${NOTIFICATION_TEXT.delete}: ${item.title}`}
              onClick={() => onDelete(item.id)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
