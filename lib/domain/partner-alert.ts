/**
 * The partner alert at the top of the dashboard (issue #32, point 3): when the partner's latest mood, seen under
 * their mood consent, is low or carries high stress and is recent, one calm sentence with their first name and ways
 * to respond. It goes once the user has checked in with them after that mood.
 *
 * Choices (decision record in docs/engines/partner-wellbeing-and-recommendations.md, "Partner alert"):
 * - Only the partner's LATEST mood counts: a low morning followed by a good afternoon is not news any more, and the
 *   sentence is about one moment, so it can say when.
 * - Recent = logged within the last PARTNER_ALERT_WINDOW_HOURS (24 h) up to now: a day-old mood still matters to
 *   someone who has not opened the app since; an older one would be stale news on top of the page.
 * - Low = a mood value of PARTNER_ALERT_LOW_MOOD_MAX (−1, "Low" on the partner screen's scale, labels.ts) or below.
 *   The wellness alert's −2 (wellness-alert.ts) is about a run of three in a person's own history; this is one
 *   moment of someone else's, and −1 is already the first step below "Okay".
 * - High stress = the mood is tagged with one of the stress words of the highest weight of spec 2 §4.5
 *   (overwhelmed, anxious, stressed, panic, crisis: STRESS_KEYWORD_WEIGHTS = 3). Keywords only, never the note: the
 *   note is a detailed entry, so the alert would otherwise appear or not by a grant this card does not name, and a
 *   sentence built from a note's words would echo the note. The biometric stress level (1–10) is not used: no grant
 *   shares it with a partner today.
 * - Answered = the user wrote a partner check-in about this partner after that mood (a "kind word" is one too).
 * - The words are the partner's first name and a time of day in the VIEWER's zone ("this morning", "last night"),
 *   never the note or the keywords themselves.
 * - 'Send a kind word' is a check-in with a gratitude note, which reaches the partner only when the user's
 *   partner_sharing_enabled is on; without it the link would save a private note, so it is not offered.
 */
import { moodStatus } from "./labels";
import { partnerFirstName } from "./names";
import { addDays, localDayKey, localHour, MS_PER_HOUR } from "./time";
import type { Clock, MoodRecord, PartnerCheckinRecord } from "./types";
import { STRESS_KEYWORD_WEIGHTS, stressWeight } from "./wellbeing-insights/stress";

export const PARTNER_ALERT_WINDOW_HOURS = 24;
/** A mood at or below this value is low (−1 "Low", −2 "Difficult", −3 "Very Difficult"). */
const PARTNER_ALERT_LOW_MOOD_MAX = -1;
/** The highest weight of spec 2 §4.5's stress words: a mood tagged with one of them is high stress. */
const PARTNER_ALERT_STRESS_WEIGHT = Math.max(...Object.values(STRESS_KEYWORD_WEIGHTS));

/** Where each response goes: the partner check-in, and its gratitude note for a kind word. */
export const PARTNER_ALERT_ROUTES = {
  checkin: "/checkin",
  kindWord: "/checkin#gratitude-note",
} as const;

const PARTNER_ALERT_TEXT = {
  checkIn: (name: string) => `Check in with ${name}`,
  kindWord: "Send a kind word",
  kindWordHint: (name: string) => `A gratitude note in your check-in, shared with ${name}.`,
  invitation: (name: string) => `Let ${name} know you're thinking of them.`,
} as const;

export interface PartnerAlertAction {
  label: string;
  href: string;
  /** One line under the link saying what it does, when the label alone does not. */
  hint: string | null;
}

export interface PartnerAlert {
  partnerFirstName: string;
  lowMood: boolean;
  highStress: boolean;
  /** When the mood was logged (the component's <time>). */
  loggedAt: Date;
  /** "Robin logged a low mood this morning." */
  message: string;
  /** "Let Robin know you're thinking of them." */
  invitation: string;
  actions: PartnerAlertAction[];
}

export interface PartnerAlertInput {
  clock: Clock;
  /** The partner as the dashboard loader passes them: `moods` is null when their mood consent does not allow it. */
  partner: { id: string; displayName: string; moods: readonly MoodRecord[] | null } | null;
  /** Partner check-ins the user wrote (the rule picks those about this partner). */
  checkins: readonly PartnerCheckinRecord[];
  /** The user's partner_sharing_enabled: a kind word reaches the partner only with it on. */
  sharingEnabled: boolean;
}

/** Newest first; at the same instant the lower value, so the result never depends on input order. */
function latestMood(moods: readonly MoodRecord[], now: Date): MoodRecord | null {
  let latest: MoodRecord | null = null;
  for (const mood of moods) {
    if (mood.at.getTime() > now.getTime()) continue;
    const newer = latest === null || mood.at.getTime() > latest.at.getTime();
    const sameButLower = latest !== null && mood.at.getTime() === latest.at.getTime() && mood.value < latest.value;
    if (newer || sameButLower) latest = mood;
  }
  return latest;
}

export function isHighStressMood(mood: Pick<MoodRecord, "keywords">): boolean {
  return stressWeight({ keywords: mood.keywords, notes: null }) >= PARTNER_ALERT_STRESS_WEIGHT;
}

type PartOfDay = "night" | "morning" | "afternoon" | "evening";
/** Before 5 is the night before; then the recommendations' buckets (morning < 12, afternoon < 17). */
function partOfDay(hour: number): PartOfDay {
  return hour < 5 ? "night" : hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
}

/** "this morning", "last night", "yesterday afternoon", … in the viewer's zone. */
export function whenLogged(at: Date, clock: Clock): string {
  const today = localDayKey(clock.now, clock.timeZone);
  const day = localDayKey(at, clock.timeZone);
  const part = partOfDay(localHour(at, clock.timeZone));
  if (day === today) return part === "night" ? "last night" : `this ${part}`;
  if (day === addDays(today, -1)) return part === "night" ? "early yesterday" : `yesterday ${part}`;
  // Only a 23-hour day (the spring DST change) lets 24 hours reach two days back.
  return "recently";
}

function sentence(name: string, mood: MoodRecord, low: boolean, stress: boolean, when: string): string {
  const label = moodStatus(mood.value).label.toLowerCase();
  if (low && stress) return `${name} logged a ${label} mood and high stress ${when}.`;
  if (low) return `${name} logged a ${label} mood ${when}.`;
  return `${name} logged high stress ${when}.`;
}

/** The alert, or null: no partner, moods not shared, nothing recent and hard, or already answered. */
export function partnerAlert({ clock, partner, checkins, sharingEnabled }: PartnerAlertInput): PartnerAlert | null {
  if (!partner?.moods) return null;
  const mood = latestMood(partner.moods, clock.now);
  if (!mood || clock.now.getTime() - mood.at.getTime() > PARTNER_ALERT_WINDOW_HOURS * MS_PER_HOUR) return null;
  const lowMood = mood.value <= PARTNER_ALERT_LOW_MOOD_MAX;
  const highStress = isHighStressMood(mood);
  if (!lowMood && !highStress) return null;
  const answered = checkins.some(
    (c) => c.subjectId === partner.id && c.at.getTime() > mood.at.getTime() && c.at.getTime() <= clock.now.getTime(),
  );
  if (answered) return null;

  const name = partnerFirstName(partner.displayName);
  const actions: PartnerAlertAction[] = [
    { label: PARTNER_ALERT_TEXT.checkIn(name), href: PARTNER_ALERT_ROUTES.checkin, hint: null },
  ];
  if (sharingEnabled) {
    actions.push({
      label: PARTNER_ALERT_TEXT.kindWord,
      href: PARTNER_ALERT_ROUTES.kindWord,
      hint: PARTNER_ALERT_TEXT.kindWordHint(name),
    });
  }
  return {
    partnerFirstName: name,
    lowMood,
    highStress,
    loggedAt: mood.at,
    message: sentence(name, mood, lowMood, highStress, whenLogged(mood.at, clock)),
    invitation: PARTNER_ALERT_TEXT.invitation(name),
    actions,
  };
}
