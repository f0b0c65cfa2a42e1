"use client";

import { useCallback, useEffect, useState, type RefObject } from "react";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { LIVE_EVENT_DOM } from "@/lib/domain/live-events";
import { bellLabel } from "@/lib/domain/notification-text";
import type { InboxItem } from "@/lib/domain/notifications";
import type { BellView } from "./notification-bell";

const loadPopover = () => import("./notification-popover");
const NotificationPopover = clientOnly(retryingLoad(loadPopover));

interface Inbox {
  /** The badge: unread news about people, not housekeeping (decision 051). */
  unread: number;
  items: InboxItem[];
}

/** The inbox, or null when it cannot be read now (offline): the bell then keeps what it showed. */
async function fetchInbox(): Promise<Inbox | null> {
  try {
    const response = await fetch("/api/v1/notifications", { cache: "no-store" });
    return response.ok ? ((await response.json()) as Inbox) : null;
  } catch {
    return null;
  }
}

interface NotificationBellLiveProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's button (NotificationBell): the panel is placed against it; pointing at it fetches the panel. */
  anchor: RefObject<HTMLButtonElement | null>;
  /** The panel's id, which the button's aria-controls names while it is open. */
  id: string;
  /** What the button shows: the unread count and its label. */
  onView: (view: BellView) => void;
}

/**
 * What the notification centre does, fetched after the page has hydrated (NotificationBell, issue #34): it reads the
 * inbox through GET /api/v1/notifications (no page waits for it), again when the panel opens or the tab comes back, and
 * at once when a live 'notification' event arrives on a page that has a stream; it hands the count to the bell's
 * button; and it mounts the panel (notification-popover.tsx, its own chunk, fetched when the bell is first pointed at
 * or focused) from the first press on. A press that came before this code did opens the panel as it arrives.
 */
export function NotificationBellLive({ open, onOpenChange, anchor, id, onView }: NotificationBellLiveProps) {
  const [inbox, setInbox] = useState<Inbox | null>(null);
  // The panel stays mounted once it has been opened, so closing it can hand focus back and animate as before.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  const load = useCallback(
    () =>
      fetchInbox().then((next) => {
        if (next) setInbox(next);
      }),
    [],
  );

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  useEffect(() => {
    void load();
    const onLive = (event: Event) => {
      if ((event as CustomEvent<{ kind: string }>).detail?.kind === "notification") void load();
    };
    const onVisible = () => document.visibilityState === "visible" && void load();
    const button = anchor.current;
    const preload = () => void loadPopover().catch(() => undefined);
    window.addEventListener(LIVE_EVENT_DOM, onLive);
    document.addEventListener("visibilitychange", onVisible);
    button?.addEventListener("pointerenter", preload);
    button?.addEventListener("focus", preload);
    return () => {
      window.removeEventListener(LIVE_EVENT_DOM, onLive);
      document.removeEventListener("visibilitychange", onVisible);
      button?.removeEventListener("pointerenter", preload);
      button?.removeEventListener("focus", preload);
    };
  }, [load, anchor]);

  const unread = inbox?.unread ?? 0;
  useEffect(() => {
    onView({ unread, label: bellLabel(unread) });
  }, [unread, onView]);

  if (!mounted) return null;
  // The badge leaves housekeeping out, but "Mark all read" is for every unread notice in the list.
  const anyUnread = unread > 0 || (inbox?.items.some((item) => !item.read) ?? false);
  return (
    <NotificationPopover
      open={open}
      onOpenChange={onOpenChange}
      anchor={anchor}
      id={id}
      items={inbox?.items}
      anyUnread={anyUnread}
      onClose={() => onOpenChange(false)}
      onChanged={load}
    />
  );
}
