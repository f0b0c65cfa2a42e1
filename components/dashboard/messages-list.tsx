"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** One message as the server already formatted it: plain, serialisable data, so no formatter ships to the browser. */
export interface MessageItem {
  id: string;
  /** ISO 8601, for <time dateTime>. */
  at: string;
  /** The date in the viewer's time zone. */
  dateText: string;
  /** e.g. 'Feeling loved · Very Connected'. */
  label: string;
  /** A marker such as 'Private' beside the label, or null. */
  badge: string | null;
  note: string | null;
}

/**
 * The server decides the toggle (visibleMessages in lib/domain/partner-messages): how many show until expanded and the
 * two labels. Null when every message already shows.
 */
export interface MessagesToggle {
  collapsedCount: number;
  viewAllLabel: string;
  showLessLabel: string;
}

/**
 * The recent messages of a Messages card with 'View All Messages (N)' / 'Show Less' (spec 2 §2.4, §9): the only
 * interactive part of the card, so the only part sent to the browser. One list that grows in place stays a single
 * list for screen readers, and the toggle sits after it and does not move, so focus is not lost when it changes.
 */
export function MessagesList({
  messages,
  toggle,
}: {
  messages: readonly MessageItem[];
  toggle: MessagesToggle | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = toggle && !expanded ? messages.slice(0, toggle.collapsedCount) : messages;
  return (
    <div>
      <ul id={listId} aria-label="Recent messages" className="space-y-3">
        {shown.map((message) => (
          <li key={message.id} className="rounded-xl bg-brand-50 px-4 py-3">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted">
              <time dateTime={message.at}>{message.dateText}</time>
              <span className="flex flex-wrap items-center gap-1">
                <span className="rounded-full bg-white px-2 py-0.5 font-medium text-ink">{message.label}</span>
                {message.badge ? (
                  <span className="rounded-full border border-brand-100 px-2 py-0.5 font-medium">{message.badge}</span>
                ) : null}
              </span>
            </div>
            {message.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{message.note}</p> : null}
          </li>
        ))}
      </ul>
      {toggle ? (
        <Button
          type="button"
          variant="link"
          size="inline"
          className="mt-3"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? toggle.showLessLabel : toggle.viewAllLabel}
        </Button>
      ) : null}
    </div>
  );
}
