import { AppError } from "@/lib/errors";
import { describeEmotions } from "@/lib/domain/emotions";
import {
  changedHealthMetrics,
  MOOD_BACKDATE_MAX_DAYS,
  MOOD_FUTURE_SKEW_MS,
  type HealthMetrics,
} from "@/lib/domain/mood-entry";
import { localDayWindow, MS_PER_DAY } from "@/lib/domain/time";
import { findMoodWriteContext } from "@/lib/data/achievements";
import { writeMood } from "@/lib/data/moods";
import { findUserSettings } from "@/lib/data/user-settings";
import { findViewerContext } from "@/lib/data/profiles";
import { reflectionPromptFor } from "@/lib/domain/mood-reflection";
import type { MoodLogInput } from "@/lib/validation/entries";
import { USER_SETTINGS_DEFAULTS } from "@/lib/validation/settings-values";
import { alertOnLowMoodsAfterWrite } from "./alert-on-low-moods-after-write";
import { awardAchievementsAfterWrite } from "../achievements/award-achievements";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";
import { fingerprintOf, refuseChangedReplay } from "../shared/replay-guard";
import { scheduleHealthRecalculation } from "../health-score/schedule-health-recalculation";

export interface LogMoodOptions {
  userId: string;
  /**
   * The user's IANA zone when the caller already has it (the session user carries it), which saves a query on the
   * busiest write path; read from the profile otherwise.
   */
  timeZone?: string;
  input: MoodLogInput;
  /** One per form submission or queued offline entry; a replay returns the first result and writes nothing. */
  idempotencyKey?: string | null;
  now?: Date;
}

export interface LogMoodResult {
  moodId: string;
  /** False when this was a replay of an earlier submission with the same key. */
  created: boolean;
  /** The metrics stored with this mood (only those moved off their defaults), or null. */
  healthMetrics: Partial<HealthMetrics> | null;
  /**
   * The note spoke of suicide, self-harm, harm, abuse or an emergency (decision 035): the mood is saved exactly as
   * written, and the person is shown the help lines for their country. Nobody else is told.
   */
  support: CrisisSupport | null;
  /**
   * The one question to reflect on (decision 061) while the person's Mood reflection switch is on, else null. Chosen
   * by the mood and its id, so a replay is offered the same question.
   */
  reflectionPrompt: { text: string } | null;
}

export const LOGGED_AT_RANGE_MESSAGE = `A mood can be logged for up to ${MOOD_BACKDATE_MAX_DAYS} days back, and not in the future`;

/**
 * Spec 2 §2.1/§4.1: the mood, its weekly tag counts and the changed health metrics are written in one statement,
 * so a failure leaves nothing half-saved and a retry (same idempotency key) cannot count anything twice.
 */
export async function logMood({
  userId,
  timeZone: knownTimeZone,
  input,
  idempotencyKey = null,
  now = new Date(),
}: LogMoodOptions): Promise<LogMoodResult> {
  const at = input.loggedAt ? new Date(input.loggedAt) : now;
  if (
    at.getTime() > now.getTime() + MOOD_FUTURE_SKEW_MS ||
    at.getTime() < now.getTime() - MOOD_BACKDATE_MAX_DAYS * MS_PER_DAY
  ) {
    throw new AppError("VALIDATION", LOGGED_AT_RANGE_MESSAGE, { fieldErrors: { loggedAt: [LOGGED_AT_RANGE_MESSAGE] } });
  }
  const metrics = changedHealthMetrics({ sleepHours: input.sleepHours, stressLevel: input.stressLevel });
  // Read before the write, never after it: a failure after the mood is stored would answer an error for a saved
  // mood (the outage test holds rows to the 201s answered). The reflection switch and the stored achievements come in
  // one statement (decision 084: each round trip is a large share of a write's cost).
  const [timeZone, context] = await Promise.all([
    knownTimeZone ?? findViewerContext(userId).then((viewer) => viewer.timeZone),
    // The achievements half must never cost the mood (a failed award is logged, the entry stands): when the one
    // statement fails, the switch is read alone and the award reads its keys itself, failing there if it must.
    findMoodWriteContext(userId).catch(async () => ({
      moodReflection: (await findUserSettings(userId))?.moodReflection ?? null,
      earnedKeys: undefined,
    })),
  ]);
  // Without loggedAt: the offline queue works a mood's time out afresh each time it sends it (the queueing moment on
  // the server's clock, from a skew that may change between sends), so a resend may carry a different one and is
  // still the same entry.
  const fingerprint = fingerprintOf(idempotencyKey, { ...input, loggedAt: undefined });
  // Screened before the write, never after it: a failed read after the commit would answer an error for a saved
  // entry (the outage test holds rows to the successes answered). The author alone gets the lines (decision 080).
  // The feelings too: a word typed as a feeling is the person's own words.
  const { support } = await screenForAuthor({ userId, timeZone, texts: [input.contextNotes, ...input.keywords] });
  const written = await writeMood({
    userId,
    value: input.moodValue,
    keywords: input.keywords,
    // The client sends only the ids it chose; what is stored about each emotion is the catalogue's (house rule 4).
    emotionMetadata: describeEmotions(
      input.emotionMetadata.map((selection) => selection.emotionId),
      input.moodValue,
    ),
    notes: input.contextNotes,
    at,
    idempotencyKey,
    idempotencyFingerprint: fingerprint,
    metrics,
    day: localDayWindow(at, timeZone, 1),
  });
  refuseChangedReplay(written, fingerprint);
  const { id, created, dayAlreadyCounted } = written;
  // Awarded after the mood is stored, never inside its statement, and only for a new mood (a replay wrote nothing).
  // Awaited, so the dashboard the person lands on shows it; a failure is logged, never the person's (see the service).
  if (created) {
    await awardAchievementsAfterWrite({
      userId,
      kind: "mood",
      at,
      timeZone,
      dayAlreadyCounted,
      earnedKeys: context.earnedKeys,
    });
  }
  // A new mood moves the health score: recalculated a few seconds later, coalesced; never throws (see the service).
  if (created) await scheduleHealthRecalculation({ userId });
  if (created) await alertOnLowMoodsAfterWrite({ userId, value: input.moodValue, timeZone, now });
  const reflect = context.moodReflection ?? USER_SETTINGS_DEFAULTS.moodReflection;
  const reflectionPrompt = reflect ? { text: reflectionPromptFor(input.moodValue, id).text } : null;
  return { moodId: id, created, healthMetrics: created ? metrics : null, support, reflectionPrompt };
}
