"use client";

import { useEffect, useState, type ReactNode } from "react";
import { ACTIVITY_REFRESH_MS, ACTIVITY_VISIBLE, RECENT_ACTIVITY } from "./content";

function pick(): string[] {
  const pool = [...RECENT_ACTIVITY];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, ACTIVITY_VISIBLE);
}

/**
 * Five invented activity lines, re-picked every 8 s (spec 1 §9). The server renders the first five so hydration
 * matches; randomness starts after mount. Auto-updating content gets a pause control (WCAG 2.2.2). The landing step
 * is rendered on the server, which hands this island its button's classes and icons (issue #20).
 */
export function RecentActivity({
  toggleClassName,
  pauseIcon,
  resumeIcon,
}: {
  toggleClassName: string;
  pauseIcon: ReactNode;
  resumeIcon: ReactNode;
}) {
  const [items, setItems] = useState<string[]>(() => RECENT_ACTIVITY.slice(0, ACTIVITY_VISIBLE));
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first random pick must wait for the browser
    setItems(pick());
    const timer = setInterval(() => setItems(pick()), ACTIVITY_REFRESH_MS);
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
