import { NotebookPen } from "@/components/ui/icons/notebook-pen";
import { moodStatus } from "@/lib/domain/labels";
import type { PrivateThought } from "@/lib/domain/mood-tags";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { DASHBOARD_TEXT, formatThoughtDate } from "./dashboard-text";

/**
 * 'Mood Log Private Thoughts' (spec 2 §2.4, §9): the 20 newest non-empty notes of the last 30 days. A server component,
 * so the dates are formatted once, in the user's own zone, and the browser never re-formats them differently.
 */
export function PrivateThoughtsCard({
  card,
  thoughts,
  timeZone,
}: {
  card: CardFrame;
  thoughts: readonly PrivateThought[];
  timeZone: string;
}) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      description="Only you can see these."
      icon={<NotebookPen aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {thoughts.length > 0 ? (
        <ul className="max-h-64 space-y-3 overflow-y-auto pr-1" tabIndex={0} aria-label="Your notes, newest first">
          {thoughts.map((thought) => {
            const mood = moodStatus(thought.moodValue);
            return (
              <li key={`${thought.at.toISOString()}-${thought.note}`} className="rounded-xl bg-brand-50 px-4 py-3">
                <div className="flex items-center justify-between gap-3 text-xs text-muted">
                  <time dateTime={thought.at.toISOString()}>{formatThoughtDate(thought.at, timeZone)}</time>
                  <span className="rounded-full bg-white px-2 py-0.5 font-medium text-ink">
                    <span className="sr-only">Mood: </span>
                    {mood.label}
                  </span>
                </div>
                <p className="mt-1 text-sm break-words whitespace-pre-line">{thought.note}</p>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState>{DASHBOARD_TEXT.thoughtsEmpty}</EmptyState>
      )}
    </DashboardCard>
  );
}
