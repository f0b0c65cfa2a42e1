"use client";

import { Popover } from "radix-ui";
import { useRef, type RefObject } from "react";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { updateNotificationsAction } from "@/lib/actions/notifications";
import { NOTIFICATION_TEXT, type InboxItem } from "@/lib/domain/notifications";
import { NotificationList } from "./notification-list";

type Change = { action: "read" | "delete"; id: string } | { action: "read-all" };

export interface NotificationPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's button: the popover is placed against it, and gives focus back to it on closing. */
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  items: readonly InboxItem[] | undefined;
  anyUnread: boolean;
  /** An item was opened: the bell closes the panel. */
  onClose: () => void;
  /** A notice was marked or deleted (or that failed): the bell reads the inbox again. */
  onChanged: () => Promise<void>;
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
  onClose,
  onChanged,
}: NotificationPopoverProps) {
  const update = useAction((input: Change) => updateNotificationsAction(input));
  async function change(input: Change) {
    await update.run(input);
    await onChanged();
  }
  const onRead = (noticeId: string) => void change({ action: "read", id: noticeId });
  const onDelete = (noticeId: string) => void change({ action: "delete", id: noticeId });
  const onOpenItem = (item: InboxItem) => {
    onClose();
    if (!item.read) void change({ action: "read", id: item.id });
  };
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
              <Button variant="link" size="inline" onClick={() => void change({ action: "read-all" })}>
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
