import type { PartnerViewsView } from "@/lib/domain/safety/partner-views";

/**
 * Settings → Safety's "who looked" (issue #38 item 3, decision 079): what the partner can see now, per grant in plain
 * words, and their views of this person's shared data by day, kept 90 days. Nothing for someone alone.
 */
export function PartnerViews({ view }: { view: PartnerViewsView }) {
  const { partnerName, canSee, log } = view;
  if (partnerName === null) return null;
  return (
    <div className="mt-4 grid gap-3 border-t border-brand-100 pt-4 text-sm sm:grid-cols-2">
      <div>
        <h3 className="font-semibold">What {partnerName} can see now</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {canSee.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">What {partnerName} viewed</h3>
        {log.length === 0 ? (
          <p className="mt-1 text-muted">Nothing in the last 90 days.</p>
        ) : (
          <ul className="mt-1 space-y-1" aria-label={`What ${partnerName} viewed, newest first`}>
            {log.map((line) => (
              <li key={line.day}>{line.text}</li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-muted">
          Each day {partnerName} opened something you share is kept for 90 days. {partnerName} is not told that you can
          see this.
        </p>
      </div>
    </div>
  );
}
