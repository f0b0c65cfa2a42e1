"use client";

import { Button } from "@/components/ui/button";
import { RITUALS_TEXT, type RitualCardModel } from "@/lib/domain/rituals/view";
import { STREAK_TEXT } from "@/lib/domain/streak";
import type { RitualIcons } from "./ritual-icons";

export interface RitualCardActions {
  onComplete: (ritual: RitualCardModel) => void;
  onDelete: (ritual: RitualCardModel) => void;
  onRate: (ritual: RitualCardModel, liked: boolean) => void;
  /** Archive (true) or Restore (false) the person's own copy (decision 050). */
  onArchive: (ritual: RitualCardModel, archived: boolean) => void;
}

/**
 * A ritual (spec 3 §2): title, type badge, who created it and how (only with Show ritual origins on), where it stands ("3-day streak · Last completed Nov 26", the party mark
 * from 7 days), Complete; the partner's progress today; thumbs for a generated ritual; delete for its creator only.
 * Archive takes it off the active list and Restore, on the archived list instead of Complete, brings it back
 * (decision 050).
 */
export function RitualCard({
  ritual,
  busy,
  rated,
  icons,
  ...actions
}: RitualCardActions & {
  ritual: RitualCardModel;
  busy: boolean;
  rated: boolean | null;
  /** Drawn by the server (ritual-icons.tsx). */
  icons: RitualIcons;
}) {
  const titleId = `ritual-${ritual.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {ritual.title}
          </h3>
          <span className="mt-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">
            {ritual.typeLabel}
          </span>
          {ritual.origin ? <p className="mt-1 text-xs text-muted">{ritual.origin}</p> : null}
        </div>
        {ritual.canDelete ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${ritual.title}`}
            disabled={busy}
            onClick={() => actions.onDelete(ritual)}
          >
            {icons.delete}
          </Button>
        ) : null}
      </div>
      {ritual.description ? <p className="mt-2 text-sm">{ritual.description}</p> : null}
      <p className="mt-2 text-sm">
        {ritual.streakText ? (
          <>
            <span className="font-medium">{ritual.streakText}</span>
            {ritual.celebrate ? <span aria-label="party"> 🎉</span> : null}
            <span aria-hidden> · </span>
          </>
        ) : null}
        <span className="text-muted">{ritual.lastCompleted}</span>
      </p>
      {ritual.partnerText ? (
        <p className="mt-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">{ritual.partnerText}</p>
      ) : null}
      {ritual.welcomeBack ? (
        <p className="mt-2 text-sm text-emerald-900">{RITUALS_TEXT.welcomeBack}</p>
      ) : ritual.kept ? (
        <p className="mt-2 text-sm text-emerald-900">{STREAK_TEXT.kept}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {ritual.archived ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`${RITUALS_TEXT.restore} ${ritual.title}`}
            disabled={busy}
            onClick={() => actions.onArchive(ritual, false)}
          >
            {icons.restore}
            {RITUALS_TEXT.restore}
          </Button>
        ) : (
          <>
            <Button size="sm" disabled={busy || ritual.completedToday} onClick={() => actions.onComplete(ritual)}>
              {ritual.completedToday ? "Completed today" : RITUALS_TEXT.complete}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${RITUALS_TEXT.archive} ${ritual.title}`}
              disabled={busy}
              onClick={() => actions.onArchive(ritual, true)}
            >
              {icons.archive}
              {RITUALS_TEXT.archive}
            </Button>
          </>
        )}
        {ritual.canRate ? (
          <div className="ml-auto flex gap-1" role="group" aria-label={`Feedback on ${ritual.title}`}>
            <Button
              variant={rated === true ? "primary" : "ghost"}
              size="sm"
              aria-label="Thumbs up"
              aria-pressed={rated === true}
              onClick={() => actions.onRate(ritual, true)}
            >
              {icons.helped}
            </Button>
            <Button
              variant={rated === false ? "primary" : "ghost"}
              size="sm"
              aria-label="Thumbs down"
              aria-pressed={rated === false}
              onClick={() => actions.onRate(ritual, false)}
            >
              {icons.notHelped}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
