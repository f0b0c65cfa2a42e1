import { Check } from "@/components/ui/icons/check";
import { Link } from "@/components/ui/link";
import { ReactionComposer } from "@/components/partner/reaction-composer";
import { relativeTime } from "@/components/partner/relative-time";
import { sharingSummary } from "@/components/settings/settings-copy";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { REACTION_LABELS } from "@/lib/domain/partner-reactions";
import type { PartnerScreenToday } from "@/lib/services/partners/load-partner-screen";

function When({ at, now }: { at: Date; now: Date }) {
  return <time dateTime={at.toISOString()}>{relativeTime(at, now)}</time>;
}

/**
 * The partner screen (issue #33): what the partner shared today under their grants, and a way to respond. Sections
 * with nothing in them say so in one line (moods, check-ins) or are left out (rituals, goals: only news is shown).
 * On a laptop, today's news and the responses sit side by side.
 */
export function PartnerToday({ view, now }: { view: PartnerScreenToday; now: Date }) {
  const name = view.partnerName;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-6">
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm" data-sharing-summary="">
          {sharingSummary(view.mySharing, name)}{" "}
          <Link href="/sharing" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Change what you share
          </Link>
        </p>
        {view.activeToday === null ? null : (
          <p className="flex items-center gap-2 text-sm" data-partner-activity="">
            <span
              aria-hidden
              className={cn("size-2.5 rounded-full", view.activeToday ? "bg-emerald-600" : "bg-brand-200")}
            />
            {view.activeToday
              ? `${name} was active in Attune today.`
              : `${name} hasn't been active in Attune today yet.`}
          </p>
        )}
        <MoodSection view={view} now={now} />
        <CheckinSection view={view} now={now} />
        <AlsoToday view={view} now={now} />
      </div>
      <div className="space-y-6 lg:sticky lg:top-[calc(5rem+var(--quick-exit-height))]">
        <Card aria-labelledby="respond-title" className="p-5">
          <CardTitle id="respond-title">Respond to {name}</CardTitle>
          <p className="mt-1 mb-4 text-sm text-muted">{name} gets it right away, and as a notification.</p>
          <ReactionComposer partnerName={name} />
        </Card>
        <Responses view={view} now={now} />
      </div>
    </div>
  );
}

function MoodSection({ view, now }: { view: PartnerScreenToday; now: Date }) {
  const name = view.partnerName;
  return (
    <Card aria-labelledby="partner-mood-title" className="p-5">
      <CardTitle id="partner-mood-title">Mood</CardTitle>
      {view.moods === null ? (
        <div className="mt-3">
          <p className="font-medium">{name} isn&apos;t sharing their mood with you right now</p>
          <p className="mt-1 text-sm text-muted">
            Mood sharing needs their consent and your partner sharing setting. Both can be changed in Settings.
          </p>
        </div>
      ) : view.moods.length === 0 ? (
        <div className="mt-3">
          <p className="font-medium">{name} hasn&apos;t logged their mood yet today</p>
          <p className="mt-1 text-sm text-muted">Check back later</p>
        </div>
      ) : (
        <ol className="mt-3 space-y-4">
          {view.moods.map((mood) => (
            <li key={mood.at.toISOString()} className="flex gap-3">
              <span className="text-4xl leading-none" aria-hidden="true">
                {mood.status.emoji}
              </span>
              <div className="min-w-0">
                <p className="font-semibold">
                  {mood.status.label}{" "}
                  <span className="text-sm font-normal text-muted">
                    · Last updated <When at={mood.at} now={now} />
                  </span>
                </p>
                {mood.feelings && mood.feelings.length > 0 ? (
                  <ul aria-label="Feelings" className="mt-1 flex flex-wrap gap-1.5">
                    {mood.feelings.map((feeling) => (
                      <li key={feeling} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
                        {feeling}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {mood.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{mood.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function CheckinSection({ view, now }: { view: PartnerScreenToday; now: Date }) {
  return (
    <Card aria-labelledby="partner-checkins-title" className="p-5">
      <CardTitle id="partner-checkins-title">Check-ins shared with you</CardTitle>
      {view.checkins.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No check-ins shared today.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {view.checkins.map((checkin) => (
            <li
              key={checkin.id}
              id={`checkin-${checkin.id}`}
              tabIndex={checkin.id === view.focusedCheckinId ? -1 : undefined}
              aria-current={checkin.id === view.focusedCheckinId ? "true" : undefined}
              className={cn(
                "scroll-mt-24 rounded-xl border p-3",
                checkin.id === view.focusedCheckinId ? "border-brand-600 ring-2 ring-brand-200" : "border-brand-100",
              )}
            >
              <p className="font-medium">
                Feeling {checkin.feeling} · {checkin.connection}
              </p>
              <p className="text-xs text-muted">
                <When at={checkin.at} now={now} />
              </p>
              {checkin.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{checkin.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Shared rituals they completed and their goals that moved today; left out when there is neither. */
function AlsoToday({ view, now }: { view: PartnerScreenToday; now: Date }) {
  const goals = view.goals ?? [];
  if (view.rituals.length === 0 && goals.length === 0) return null;
  return (
    <Card aria-labelledby="partner-also-title" className="p-5">
      <CardTitle id="partner-also-title">Also today</CardTitle>
      <ul className="mt-3 space-y-2 text-sm">
        {view.rituals.map((ritual) => (
          <li key={`${ritual.title}-${ritual.at.toISOString()}`} className="flex items-center gap-2">
            <Check aria-hidden className="size-4 shrink-0 text-brand-600" />
            <span>
              Completed <span className="font-medium">{ritual.title}</span> · <When at={ritual.at} now={now} />
            </span>
          </li>
        ))}
        {goals.map((goal) => (
          <li key={goal.id}>
            <span className="font-medium">{goal.title}</span>{" "}
            {goal.completed ? "· completed" : `· ${goal.progress}% of the way`}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Responses({ view, now }: { view: PartnerScreenToday; now: Date }) {
  if (view.reactions.length === 0) return null;
  return (
    <Card aria-labelledby="responses-title" className="p-5">
      <CardTitle id="responses-title">Between you</CardTitle>
      <ol className="mt-3 space-y-3 text-sm">
        {view.reactions.map((reaction) => (
          <li key={reaction.id}>
            <p>
              <span className="font-semibold">{reaction.mine ? "You" : view.partnerName}</span>
              {reaction.kind ? `: ${REACTION_LABELS[reaction.kind]}` : null}
              <span className="text-muted">
                {" "}
                · <When at={reaction.at} now={now} />
              </span>
            </p>
            {reaction.note ? <p className="break-words whitespace-pre-line">{reaction.note}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
