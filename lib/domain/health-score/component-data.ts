/**
 * Which components have nothing behind them (issue #32: "a component without data is absent, not 50"). Two of the
 * four read a neutral 50 when there is no evidence (components.ts): Partner Connection without a partner check-in and
 * Mood Trend without a mood. A 50 there is not a finding, so the health card leaves those rows out of 'Detailed
 * Component Analysis' and 'Areas to Focus' rather than showing a middling verdict. Check-in Frequency and Ritual
 * Completion read 0 without data on purpose (the habit is absent), and stay.
 *
 * Counted in the score's own window: the chosen timeframe's local days up to now, in the person's zone.
 */
import { localDayWindow } from "../time";
import type { Clock } from "../types";
import type { ComponentKey } from "./constants";

interface Dated {
  at: Date;
}

function anyWithin(clock: Clock, days: number, items: readonly Dated[]): boolean {
  const { from, to } = localDayWindow(clock.now, clock.timeZone, days);
  return items.some((item) => item.at >= from && item.at < to);
}

export function componentsWithoutData({
  clock,
  days,
  moods,
  partnerCheckins,
}: {
  clock: Clock;
  /** The timeframe: 7 or 30 local days. */
  days: number;
  moods: readonly Dated[];
  /** Partner check-ins the person wrote. */
  partnerCheckins: readonly Dated[];
}): ComponentKey[] {
  const absent: ComponentKey[] = [];
  if (!anyWithin(clock, days, partnerCheckins)) absent.push("partnerInteraction");
  if (!anyWithin(clock, days, moods)) absent.push("moodTrend");
  return absent;
}
