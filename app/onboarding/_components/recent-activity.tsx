"use client";

import { useEffect, useState, type ReactNode } from "react";
import { ACTIVITY_REFRESH_MS, pickRecentActivity } from "@/components/onboarding/recent-activity";

/**
 * Five invented activity lines, re-picked every 8 s (spec 1 §9). The server makes the first pick (`initial`), so the
 * island changes nothing while the page loads. Auto-updating content gets a pause control (WCAG 2.2.2). The landing
 * step is rendered on the server, which hands this island its button's classes and icons (issue #20).
 */
export function RecentActivity({
  initial,
  toggleClassName,
  pauseIcon,
  resumeIcon,
}: {
  initial: string[];
  toggleClassName: string;
  pauseIcon: ReactNode;
  resumeIcon: ReactNode;
}) {
  const [items, setItems] = useState(initial);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setItems(pickRecentActivity()), ACTIVITY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <section aria-labelledby="recent-activity" className="rounded-2xl border border-brand-100 bg-white p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-activity" className="font-semibold">
          Happening now
        </h2>
        <button type="button" className={toggleClassName} onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? resumeIcon : pauseIcon}
          {paused ? "Resume updates" : "Pause updates"}
        </button>
      </div>
      <ul className="mt-3 space-y-2 text-sm" data-testid="recent-activity">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-success" />
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">Illustrative examples, not live data.</p>
    </section>
  );
}
