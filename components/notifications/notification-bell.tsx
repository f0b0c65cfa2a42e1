"use client";

import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";

/** What the bell's button shows, as the notification centre's code reports it. */
export interface BellView {
  /** The badge: unread news about people, not housekeeping (decision 051). */
  unread: number;
  /** The button's accessible name, with the count (bellLabel). */
  label: string;
}

const NotificationBellLive = clientOnly(
  retryingLoad(() => import("./notification-bell-live").then((module) => module.NotificationBellLive)),
);

/**
 * The notification centre in the header (issue #17): the unread count of news about people (issue #33: not
 * housekeeping), and on open the 20 newest due notices with when they came and where they lead (NotificationList);
 * mark read, mark all read, delete.
 *
 * Only the button is in the page's first load (issue #34): what reads the inbox, listens for news and mounts the panel
 * (notification-bell-live.tsx) is fetched once the page has hydrated, and the panel's own code when the bell is first
 * pointed at, focused or pressed (decision 059). A press before then opens the panel when its code arrives. The icon
 * is drawn by the server (AppShell) and handed in as an element (decision 066), with `label`, the name for no unread
 * notices (bellLabel(0)), so no words are in this code.
 */
export function NotificationBell({ icon, label }: { icon: ReactNode; label: string }) {
  const [view, setView] = useState<BellView>({ unread: 0, label });
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { unread } = view;
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
        aria-label={view.label}
        onClick={() => setOpen(!open)}
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
      <NotificationBellLive open={open} onOpenChange={setOpen} anchor={trigger} id={panelId} onView={setView} />
    </>
  );
}
