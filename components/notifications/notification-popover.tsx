"use client";

import { Popover } from "radix-ui";
import { useRef, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { NOTIFICATION_TEXT, type InboxItem } from "@/lib/domain/notifications";
import { NotificationList } from "./notification-list";

export interface NotificationPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's button: the popover is placed against it, and gives focus back to it on closing. */
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  items: readonly InboxItem[] | undefined;
  anyUnread: boolean;
  onOpenItem: (item: InboxItem) => void;
  onRead: (id: string) => void;
  onReadAll: () => void;
  onDelete: (id: string) => void;
}

/**
 * The notification centre's panel (NotificationBell), a chunk of its own fetched when the bell is first pointed at,
 * focused or pressed (issue #34, decision 059): Radix's popover with its positioning, dismissal and focus handling is
 * about 20 kB gzip that no page needs for its first paint. The bell's own button stays the trigger; the panel is
 * anchored to it, leaves it out of "outside" (its click toggles the panel) and hands focus back to it on closing unless the
 * person went elsewhere, as Radix's own trigger would.
 */
export default function NotificationPopover({
  open,
  onOpenChange,
  anchor,
  id,
  items,
  anyUnread,
  onOpenItem,
  onRead,
  onReadAll,
  onDelete,
}: NotificationPopoverProps) {
  // As Radix's own trigger: focus goes back to the bell on closing, unless the person closed it by going elsewhere.
  const wentElsewhere = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="end"
          sideOffset={8}
          aria-label={NOTIFICATION_TEXT.title}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else wentElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!wentElsewhere.current) anchor.current?.focus();
            wentElsewhere.current = false;
          }}
          className="z-50 w-[min(92vw,24rem)] rounded-2xl border border-brand-100 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
            <h2 className="font-semibold">{NOTIFICATION_TEXT.title}</h2>
            {anyUnread ? (
              <Button variant="link" size="inline" onClick={onReadAll}>
                {NOTIFICATION_TEXT.markAllRead}
              </Button>
            ) : null}
          </div>
          {items && items.length > 0 ? (
            <NotificationList items={items} onOpen={onOpenItem} onRead={onRead} onDelete={onDelete} />
          ) : (
            <p className="px-4 py-6 text-center text-sm text-muted">{NOTIFICATION_TEXT.empty}</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
