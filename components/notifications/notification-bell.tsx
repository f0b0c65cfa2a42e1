"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { LIVE_EVENT_DOM } from "@/lib/domain/live-events";
import { NOTIFICATION_TEXT } from "@/lib/domain/notification-text";
import type { InboxItem } from "@/lib/domain/notifications";

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

/**
 * The notification centre in the header (issue #17): the unread count of news about people (issue #33: not
 * housekeeping), and on open the 20 newest due notices with when they came and where they lead (NotificationList);
 * mark read, mark all read, delete. It reads its data through
 * GET /api/v1/notifications after the page has loaded (no page waits for it), again when opened or when the tab
 * comes back, and at once when a live 'notification' event arrives on a page that has a stream.
 *
 * The panel's code (notification-popover.tsx) is not in the page's first load: it is fetched when the bell is first
 * pointed at or focused, and mounted from the first press on (issue #34, decision 059); so is the code that marks
 * and deletes notices. The bell is drawn by the server (AppShell) and handed in as an element (decision 066).
 */
export function NotificationBell({ icon }: { icon: ReactNode }) {
  const [inbox, setInbox] = useState<Inbox | null>(null);
  const [open, setOpen] = useState(false);
  // The panel stays mounted once it has been opened, so closing it can hand focus back and animate as before.
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const load = useCallback(
    () =>
      fetchInbox().then((next) => {
        if (next) setInbox(next);
      }),
    [],
  );

  useEffect(() => {
    fetchInbox().then((next) => next && setInbox(next));
    const onLive = (event: Event) => {
      if ((event as CustomEvent<{ kind: string }>).detail?.kind === "notification") void load();
    };
    const onVisible = () => document.visibilityState === "visible" && void load();
    window.addEventListener(LIVE_EVENT_DOM, onLive);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(LIVE_EVENT_DOM, onLive);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [load]);

  const unread = inbox?.unread ?? 0;
  // The badge leaves housekeeping out, but "Mark all read" is for every unread notice in the list.
  const anyUnread = unread > 0 || (inbox?.items.some((item) => !item.read) ?? false);
  const setOpenAndLoad = (next: boolean) => {
    setOpen(next);
    if (next) {
      setMounted(true);
      void load();
    }
  };
  const preload = () => void loadPopover().catch(() => undefined);
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${NOTIFICATION_TEXT.title}: ${NOTIFICATION_TEXT.unread(unread)}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpenAndLoad(!open)}
      >
        <span className="relative">
          {icon}
          {unread > 0 ? (
            <span
              aria-hidden
              className="absolute -top-2 -right-2 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
            >
              {unread > 9 ? "9+" : unread}
            </span>
          ) : null}
        </span>
      </Button>
      {mounted ? (
        <NotificationPopover
          open={open}
          onOpenChange={setOpenAndLoad}
          anchor={trigger}
          id={panelId}
          items={inbox?.items}
          anyUnread={anyUnread}
          onClose={() => setOpen(false)}
          onChanged={load}
        />
      ) : null}
    </>
  );
}
