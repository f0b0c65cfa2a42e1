import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { healthScoreHistory, healthScoreRecords, scheduledJobs } from "@/db/schema";
import { refreshHealthScoresAction, updateHealthScoresAction } from "@/lib/actions/health";
import { insertPartnerCheckin } from "@/lib/data/checkins";
import { readPartnerHealthScores } from "@/lib/data/health-scores";
import { writeMood } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { listScheduledJobs, requestJob } from "@/lib/data/scheduled-jobs";
import { computeHealthOverview, keptHistory } from "@/lib/domain/health-score";
import { checkin as checkinRecord, mood as moodRecord } from "@/lib/domain/health-score/fixtures";
import type { MoodRecord, PartnerCheckinRecord } from "@/lib/domain/types";
import { JOB_HANDLERS, runDueJobs, SCHEDULED_MAX_ATTEMPTS, startJobRunner, type JobHandler } from "@/lib/jobs";
import { logger } from "@/lib/logger";
import { loadHealthScores } from "@/lib/services/health-score/load-health-scores";
import { loadHealthView } from "@/lib/services/health-score/load-health-view";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { recalculateHealthScores } from "@/lib/services/health-score/recalculate-health-scores";
import {
  HEALTH_RECALCULATION_DELAY_MS,
  HEALTH_RECALCULATION_JOB,
  HEALTH_RECALCULATION_MAX_DELAY_MS,
  scheduleHealthRecalculation,
} from "@/lib/services/health-score/schedule-health-recalculation";
import { moodLogSchema, partnerCheckinSchema, personalCheckinSchema } from "@/lib/validation/entries";
import { ALL_GRANTS_ON, couple, NO_GRANTS, person, setGrants } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * Persisted health scores (issue #13; spec 2 §3, §4.2, §8): recalculation writes the records and the history; the
 * debounced per-user job coalesces bursts and is requested by the write path without ever failing it; the Update /
 * Full Refresh actions; the partner's stored score only with their mood-summaries grant; the load service's
 * fallback to computing and storing.
 */

const NOW = new Date("2026-05-10T12:00:00Z");
const DAY = 86_400_000;
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY);
const seconds = (s: number, from: Date) => new Date(from.getTime() + s * 1_000);

async function addMood(userId: string, at: Date, value: number, notes: string | null = null): Promise<MoodRecord> {
  await writeMood({
    userId,
    value,
    keywords: [],
    emotionMetadata: [],
    notes,
    at,
    idempotencyKey: null,
    metrics: null,
  });
  return moodRecord(at, value, notes);
}

async function addCheckin(userId: string, partnerId: string, at: Date, score: number): Promise<PartnerCheckinRecord> {
  await insertPartnerCheckin(
    {
      userId,
      partnerId,
      score,
      feeling: "loved",
      note: null,
      shared: true,
      at,
      idempotencyKey: null,
    },
    db(),
  );
  return checkinRecord(at, score, "loved");
}

const records = (userId: string) =>
  db()
    .select()
    .from(healthScoreRecords)
    .where(eq(healthScoreRecords.userId, userId))
    .orderBy(asc(healthScoreRecords.timeframeDays));

const history = (userId: string) =>
  db()
    .select()
    .from(healthScoreHistory)
    .where(eq(healthScoreHistory.userId, userId))
    .orderBy(asc(healthScoreHistory.calculationDate));

/** A handler table that counts the recalculations per user and then runs the real one. */
function countingHandlers() {
  const runs: string[] = [];
  const handler: JobHandler = async (job) => {
    runs.push(job.userId);
    return JOB_HANDLERS[HEALTH_RECALCULATION_JOB]!(job);
  };
  return { runs, handlers: { [HEALTH_RECALCULATION_JOB]: handler } };
}

/** Makes every write to `table` fail until the returned function is called. */
async function failWritesTo(table: "scheduled_jobs" | "health_score_records"): Promise<() => Promise<void>> {
  const name = `fail_${table}`;
  await db().execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'test: writes to ${table} fail'; end $$`),
  );
  await db().execute(
    sql.raw(`create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`),
  );
  return async () => {
    await db().execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db().execute(sql.raw(`drop function ${name}()`));
  };
}

beforeEach(async () => {
  // eslint-disable-next-line drizzle/enforce-delete-with-where -- each test starts with no pending jobs
  await db().delete(scheduledJobs);
});

/** Logger spies of the running test, restored after it (vi.restoreAllMocks would also undo the setup's spies). */
const spies: { mockRestore(): void }[] = [];
function quiet(level: "warn" | "error") {
  const spy = vi.spyOn(logger, level).mockImplementation(() => undefined);
  spies.push(spy);
  return spy;
}

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

describe("recalculateHealthScores", () => {
  test("writes the 7- and 30-day records and the kept history (the dashboard's 30 days last), as computed", async () => {
    const userId = await person({ timezone: "UTC" });
    const moods = [
      await addMood(userId, daysAgo(9), -1),
      await addMood(userId, daysAgo(2), 1, "so happy together"),
      await addMood(userId, daysAgo(1), 2),
      // Outside the dashboard's window: in the kept year's history only.
      await addMood(userId, daysAgo(60), -3),
    ];
    const expected = computeHealthOverview({ clock: { now: NOW, timeZone: "UTC" }, moods, checkins: [], rituals: [] });

    const result = await recalculateHealthScores({ userId, now: NOW });
    expect(result.overview).toEqual(expected);

    const rows = await records(userId);
    expect(rows.map((r) => r.timeframeDays)).toEqual([7, 30]);
    for (const [row, score] of [
      [rows[0]!, expected.score7],
      [rows[1]!, expected.score30],
    ] as const) {
      expect(row).toMatchObject({
        finalScore: score.finalScore,
        partnerInteractionScore: score.partnerInteractionScore,
        moodTrendScore: score.moodTrendScore,
        checkinFrequencyScore: score.checkinFrequencyScore,
        ritualCompletionScore: score.ritualCompletionScore,
        emotionSentimentBonus: score.emotionSentimentBonus,
        isBuildingPhase: score.isBuildingPhase,
        dataDays: score.dataDays,
        calculatedAt: NOW,
      });
    }
    const points = await history(userId);
    const kept = keptHistory(
      { clock: { now: NOW, timeZone: "UTC" }, moods, checkins: [], rituals: [] },
      expected.history30,
    );
    expect(points).toHaveLength(61);
    expect(points).toEqual(kept.map((p) => ({ ...p, userId, createdAt: expect.any(Date) })));
    expect(points.slice(-30)).toEqual(expected.history30.map((p) => ({ ...p, userId, createdAt: expect.any(Date) })));
    expect(points[0]).toMatchObject({ calculationDate: "2026-03-11", healthScore: kept[0]!.healthScore });
    expect(points.at(-1)!.calculationDate).toBe("2026-05-10");
    // The dashboard reads its 30 days back out of the year.
    expect((await loadHealthScores({ userId, now: NOW })).health.history30).toEqual(expected.history30);
  });

  test("is idempotent, and a later run replaces the records and moves the history", async () => {
    const userId = await person({ timezone: "UTC" });
    await addMood(userId, daysAgo(3), 2);
    await recalculateHealthScores({ userId, now: NOW });
    const first = { records: await records(userId), history: await history(userId) };
    await recalculateHealthScores({ userId, now: NOW });
    expect(await records(userId)).toEqual(first.records.map((r) => ({ ...r, id: expect.any(String) })));
    expect(await history(userId)).toEqual(first.history);

    // Five days on: still one record per timeframe; the history ends on the new day and starts at the first real day.
    const later = new Date(NOW.getTime() + 5 * DAY);
    await recalculateHealthScores({ userId, now: later });
    expect((await records(userId)).map((r) => [r.timeframeDays, r.calculatedAt])).toEqual([
      [7, later],
      [30, later],
    ]);
    const moved = await history(userId);
    expect(moved.map((p) => p.calculationDate)).toEqual(
      Array.from({ length: 30 }, (_, i) =>
        daysAgo(29 - i, later)
          .toISOString()
          .slice(0, 10),
      ),
    );

    // With nothing logged in the last 30 days the year keeps the real day (and estimates up to the 30 days), but the
    // dashboard gets no history: the older points are not its trend.
    const quiet45 = new Date(NOW.getTime() + 45 * DAY);
    await recalculateHealthScores({ userId, now: quiet45 });
    const kept = await history(userId);
    expect(kept[0]).toMatchObject({ calculationDate: daysAgo(3).toISOString().slice(0, 10), isInterpolated: false });
    expect(kept.slice(1).every((p) => p.isInterpolated)).toBe(true);
    expect((await loadHealthScores({ userId, now: quiet45 })).health.history30).toEqual([]);
    expect(await records(userId)).toHaveLength(2);

    // And after a year without anything, nothing is kept at all.
    await recalculateHealthScores({ userId, now: new Date(NOW.getTime() + 400 * DAY) });
    expect(await history(userId)).toEqual([]);
  });
});

describe("the debounced recalculation job", () => {
  test("a burst of requests is one row, run once after the last request's delay", async () => {
    const userId = await person({ timezone: "UTC" });
    await addMood(userId, daysAgo(1), 1);
    const t0 = NOW;
    for (const s of [0, 1, 2]) await scheduleHealthRecalculation({ userId, now: seconds(s, t0) });
    const [row] = await listScheduledJobs(userId);
    expect(row).toMatchObject({ kind: HEALTH_RECALCULATION_JOB, requests: 3, attempts: 0 });
    expect(row!.runAt).toEqual(new Date(seconds(2, t0).getTime() + HEALTH_RECALCULATION_DELAY_MS));

    const { runs, handlers } = countingHandlers();
    expect(await runDueJobs({ now: seconds(3, t0), handlers })).toMatchObject({ claimed: 0 });
    expect(await runDueJobs({ now: seconds(8, t0), handlers })).toMatchObject({ claimed: 1, done: 1 });
    expect(await runDueJobs({ now: seconds(20, t0), handlers })).toMatchObject({ claimed: 0 });
    expect(runs).toEqual([userId]);
    expect(await listScheduledJobs(userId)).toEqual([]);
    expect(await records(userId)).toHaveLength(2);
  });

  test("a steady stream of requests cannot postpone the run past the cap", async () => {
    const userId = await person();
    const t0 = NOW;
    for (const s of [0, 20, 40, 58]) await scheduleHealthRecalculation({ userId, now: seconds(s, t0) });
    const [row] = await listScheduledJobs(userId);
    expect(row!.runAt).toEqual(new Date(t0.getTime() + HEALTH_RECALCULATION_MAX_DELAY_MS));
  });

  test("a request that arrives during a run makes it run again; one that does not, does not", async () => {
    const userId = await person();
    const t0 = NOW;
    await scheduleHealthRecalculation({ userId, now: t0 });
    let calls = 0;
    const handlers = {
      [HEALTH_RECALCULATION_JOB]: async () => {
        calls += 1;
        // Another write while this recalculation runs.
        if (calls === 1) await scheduleHealthRecalculation({ userId, now: seconds(6, t0) });
      },
    };
    await runDueJobs({ now: seconds(6, t0), handlers });
    expect(await listScheduledJobs(userId)).toEqual([
      expect.objectContaining({ requests: 2, attempts: 0, lockedUntil: null }),
    ]);
    await runDueJobs({ now: seconds(12, t0), handlers });
    expect(calls).toBe(2);
    expect(await listScheduledJobs(userId)).toEqual([]);
  });

  test("a failing run is retried with backoff, then dropped until the next request", async () => {
    quiet("warn");
    const errors = quiet("error");
    const userId = await person();
    await scheduleHealthRecalculation({ userId, now: NOW });
    const handlers = {
      [HEALTH_RECALCULATION_JOB]: async () => {
        throw new Error("boom");
      },
    };
    let now = seconds(6, NOW);
    for (let attempt = 1; attempt <= SCHEDULED_MAX_ATTEMPTS; attempt++) {
      const report = await runDueJobs({ now, handlers, random: () => 1 });
      expect(report).toMatchObject(attempt < SCHEDULED_MAX_ATTEMPTS ? { retrying: 1 } : { failed: 1 });
      const [row] = await listScheduledJobs(userId);
      if (attempt < SCHEDULED_MAX_ATTEMPTS) {
        expect(row).toMatchObject({ attempts: attempt, lastError: "Error: boom", lockedUntil: null });
        expect(row!.runAt.getTime()).toBeGreaterThan(now.getTime());
        now = row!.runAt;
      } else expect(row).toBeUndefined();
    }
    expect(errors).toHaveBeenCalledWith("jobs.scheduled_failed", expect.objectContaining({ userId }));
  });

  test("a job whose lock expired (its worker died) is claimed again", async () => {
    const userId = await person();
    await requestJob({ kind: HEALTH_RECALCULATION_JOB, userId, delayMs: 0, maxDelayMs: 0, now: NOW });
    const never = { [HEALTH_RECALCULATION_JOB]: () => new Promise<never>(() => undefined) };
    // A worker claims it and never finishes.
    void runDueJobs({ now: NOW, handlers: never, lockMs: 1_000 });
    await vi.waitFor(async () => expect((await listScheduledJobs(userId))[0]!.lockedUntil).not.toBeNull());
    const { runs, handlers } = countingHandlers();
    expect(await runDueJobs({ now: seconds(0.5, NOW), handlers })).toMatchObject({ claimed: 0 });
    expect(await runDueJobs({ now: seconds(2, NOW), handlers })).toMatchObject({ claimed: 1, done: 1 });
    expect(runs).toEqual([userId]);
  });

  test("the job runner runs due jobs on its ticks", async () => {
    const userId = await person();
    await requestJob({ kind: HEALTH_RECALCULATION_JOB, userId, delayMs: 0, maxDelayMs: 0, now: daysAgo(1) });
    const { runs, handlers } = countingHandlers();
    const runner = startJobRunner({ pollIntervalMs: 5, scheduled: { handlers } });
    try {
      await vi.waitFor(() => expect(runs).toEqual([userId]), { timeout: 10_000, interval: 5 });
    } finally {
      await runner.stop();
    }
    expect(await records(userId)).toHaveLength(2);
  });
});

describe("the write path requests a recalculation", () => {
  test("a new mood and a new partner check-in request one; a replay and a personal check-in do not", async () => {
    const { viewer } = await couple();
    const key = randomUUID();
    const mood = moodLogSchema.parse({ moodValue: 1 });
    await logMood({ userId: viewer, input: mood, idempotencyKey: key });
    expect(await listScheduledJobs(viewer)).toEqual([expect.objectContaining({ requests: 1 })]);
    await logMood({ userId: viewer, input: mood, idempotencyKey: key });
    expect(await listScheduledJobs(viewer)).toEqual([expect.objectContaining({ requests: 1 })]);

    await logPartnerCheckin({
      userId: viewer,
      input: partnerCheckinSchema.parse({ connectionScore: 2, feeling: "loved" }),
      idempotencyKey: randomUUID(),
    });
    expect(await listScheduledJobs(viewer)).toEqual([expect.objectContaining({ requests: 2 })]);

    // Personal check-ins are outside the score (spec 2 §2.2): nothing to recalculate.
    await logPersonalCheckin({
      userId: viewer,
      input: personalCheckinSchema.parse({ moodScore: 1, emotion: "calm" }),
      idempotencyKey: randomUUID(),
    });
    expect(await listScheduledJobs(viewer)).toEqual([expect.objectContaining({ requests: 2 })]);

    // The burst runs once, and the stored score counts both entries.
    const { runs, handlers } = countingHandlers();
    await runDueJobs({ now: new Date(Date.now() + HEALTH_RECALCULATION_MAX_DELAY_MS), handlers });
    expect(runs).toEqual([viewer]);
    const [score7] = await records(viewer);
    expect(score7).toMatchObject({ timeframeDays: 7, dataDays: 1 });
  });

  test("a failing request is logged and the entry stands", async () => {
    const errors = quiet("error");
    const { viewer } = await couple();
    const restore = await failWritesTo("scheduled_jobs");
    try {
      const logged = await logMood({ userId: viewer, input: moodLogSchema.parse({ moodValue: 2 }) });
      expect(logged.created).toBe(true);
      const checkin = await logPartnerCheckin({
        userId: viewer,
        input: partnerCheckinSchema.parse({ connectionScore: 1, feeling: "supported" }),
      });
      expect(checkin.created).toBe(true);
    } finally {
      await restore();
    }
    expect(errors).toHaveBeenCalledWith("health.schedule_failed", expect.objectContaining({ userId: viewer }));
    expect(await listScheduledJobs(viewer)).toEqual([]);
    // Nothing lost but freshness: the card computes the score from both entries.
    const loaded = await loadHealthScores({ userId: viewer });
    expect(loaded.health.score7.dataDays).toBe(1);
    expect(loaded.health.history7.at(-1)!.isInterpolated).toBe(false);
  });
});

describe("actions", () => {
  test("need a signed-in user and change nothing without one", async () => {
    const userId = await person();
    await actAs(null);
    const update = await updateHealthScoresAction({ timeframe: 7 });
    expect(!update.ok && update.error).toMatchObject({
      code: "UNAUTHENTICATED",
      title: "Update Failed",
      message: "Failed to update scores. Please try again.",
    });
    const refresh = await refreshHealthScoresAction();
    expect(!refresh.ok && refresh.error).toMatchObject({ code: "UNAUTHENTICATED", title: "Refresh Failed" });
    expect(await records(userId)).toEqual([]);
  });

  test("'Update N-Day Scores' recalculates now and returns that timeframe's new score", async () => {
    const userId = await person({ timezone: "UTC" });
    await addMood(userId, new Date(Date.now() - DAY), 3);
    await actAs(userId);
    const result = await updateHealthScoresAction({ timeframe: 30 });
    expect(result.ok).toBe(true);
    const rows = await records(userId);
    const stored30 = rows.find((r) => r.timeframeDays === 30)!;
    expect(result.ok && result.data).toMatchObject({
      timeframe: 30,
      score: { timeframeDays: 30, finalScore: stored30.finalScore, calculatedAt: stored30.calculatedAt },
    });

    const invalid = await updateHealthScoresAction({ timeframe: 14 });
    expect(!invalid.ok && invalid.error.code).toBe("VALIDATION");
  });

  test("'Full Refresh' recalculates both timeframes", async () => {
    const userId = await person();
    await actAs(userId);
    const result = await refreshHealthScoresAction();
    expect(result.ok && [result.data.score7.timeframeDays, result.data.score30.timeframeDays]).toEqual([7, 30]);
    expect((await records(userId)).map((r) => r.timeframeDays)).toEqual([7, 30]);
  });

  test("a failed recalculation shows the spec's toasts", async () => {
    quiet("error");
    const userId = await person();
    await actAs(userId);
    const restore = await failWritesTo("health_score_records");
    try {
      const update = await updateHealthScoresAction({ timeframe: 7 });
      expect(!update.ok && update.error).toMatchObject({
        title: "Update Failed",
        message: "Failed to update scores. Please try again.",
      });
      const refresh = await refreshHealthScoresAction();
      expect(!refresh.ok && refresh.error).toMatchObject({
        title: "Refresh Failed",
        message: "Failed to refresh all data. Please try again.",
      });
    } finally {
      await restore();
    }
    // The transaction rolled back whole: no history without its records.
    expect(await history(userId)).toEqual([]);
  });
});

describe("loadHealthScores", () => {
  test("with nothing stored yet it computes, stores and returns the scores", async () => {
    const userId = await person({ timezone: "UTC" });
    const moods = [await addMood(userId, daysAgo(2), 2), await addMood(userId, daysAgo(0), 1)];
    expect(await records(userId)).toEqual([]);

    const loaded = await loadHealthScores({ userId, now: NOW });
    const expected = computeHealthOverview({ clock: { now: NOW, timeZone: "UTC" }, moods, checkins: [], rituals: [] });
    expect(loaded.health).toEqual(expected);
    expect(loaded.partnerHealth).toBeNull();
    expect(loaded.couple.score7).toMatchObject({
      view: "individual",
      coupleHealthScore: expected.score7.finalScore,
      userLastUpdated: NOW,
    });
    expect(await records(userId)).toHaveLength(2);
    expect(await history(userId)).toHaveLength(30);
  });

  test("a mood logged a moment ago is on the card at once: a waiting recalculation is done on the read", async () => {
    const userId = await person({ timezone: "UTC" });
    expect((await loadHealthScores({ userId })).health.score7.dataDays).toBe(0);
    // logMood asks for a recalculation a few seconds later; the card is read before the job runner gets to it.
    await logMood({ userId, input: moodLogSchema.parse({ moodValue: 2 }) });
    expect(await listScheduledJobs(userId)).toHaveLength(1);
    const loaded = await loadHealthScores({ userId });
    expect(loaded.health.score7.dataDays).toBe(1);
    expect(loaded.readiness.score7).toMatchObject({ ready: false, you: 1 });
  });

  test("reads what is stored today without recalculating, and recalculates a score from an earlier day", async () => {
    const userId = await person({ timezone: "UTC" });
    await addMood(userId, daysAgo(1), 1);
    await recalculateHealthScores({ userId, now: daysAgo(0.25) });
    // A marker no recalculation would produce: seeing it proves the stored row was read.
    await db().update(healthScoreRecords).set({ finalScore: 12.34 }).where(eq(healthScoreRecords.userId, userId));
    const today = await loadHealthScores({ userId, now: NOW });
    expect([today.health.score7.finalScore, today.health.score30.finalScore]).toEqual([12.34, 12.34]);
    expect(today.couple.score7.userLastUpdated).toEqual(daysAgo(0.25));

    const tomorrow = new Date(NOW.getTime() + DAY);
    const next = await loadHealthScores({ userId, now: tomorrow });
    expect(next.health.score7.finalScore).not.toBe(12.34);
    expect(next.couple.score7.userLastUpdated).toEqual(tomorrow);
    expect((await records(userId)).map((r) => r.calculatedAt)).toEqual([tomorrow, tomorrow]);
  });

  test("the partner's stored score only with their mood-summaries grant", async () => {
    const { viewer, partner } = await couple({ viewer: { timezone: "UTC" }, partner: { timezone: "UTC" } });
    // Both have the days a shown score needs (decision 048).
    for (const day of [1, 2, 3]) await addMood(viewer, daysAgo(day), 2);
    await addCheckin(partner, viewer, daysAgo(1), -2);
    await recalculateHealthScores({ userId: partner, now: NOW });
    await db()
      .update(healthScoreRecords)
      .set({ finalScore: 23.45, dataDays: 3 })
      .where(eq(healthScoreRecords.userId, partner));

    await setGrants(partner, NO_GRANTS);
    const hidden = await loadHealthScores({ userId: viewer, now: NOW });
    expect(hidden.partnerHealth).toBeNull();
    expect(hidden.couple.score7).toMatchObject({ view: "individual", partnerHealthScore: null, partnerId: null });
    // The failed card's words follow the same rule (spec 2 §8): the individual card's here, the couple's below.
    expect(await loadHealthView({ userId: viewer })).toBe("individual");
    expect(await readPartnerHealthScores((await resolvePartnerAccess(viewer, db()))!)).toBeNull();

    await setGrants(partner, { ...NO_GRANTS, shareMoodSummaries: true });
    const shown = await loadHealthScores({ userId: viewer, now: NOW });
    expect(shown.partnerHealth?.score7.finalScore).toBe(23.45);
    expect(shown.couple.score7).toMatchObject({
      view: "couple",
      partnerHealthScore: 23.45,
      partnerId: partner,
      partnerLastUpdated: NOW,
    });
    expect(await loadHealthView({ userId: viewer })).toBe("couple");

    // Revoked again: hidden on the next load.
    await setGrants(partner, { ...ALL_GRANTS_ON, shareMoodSummaries: false });
    expect((await loadHealthScores({ userId: viewer, now: NOW })).partnerHealth).toBeNull();
  });

  test("before both have three days of data: no couple score, each person's progress instead (decision 048)", async () => {
    const { viewer, partner } = await couple({ viewer: { timezone: "UTC" }, partner: { timezone: "UTC" } });
    await addMood(viewer, daysAgo(1), 2);
    await addMood(partner, daysAgo(1), -2);
    await setGrants(partner, { ...NO_GRANTS, shareMoodSummaries: true });

    const early = await loadHealthScores({ userId: viewer, now: NOW });
    expect(early.readiness.score7).toEqual({ ready: false, coupleReady: false, you: 1, partner: 1, need: 3 });
    // No gap between one entry each: the partner's score stays out of the couple view until it is ready.
    expect(early.couple.score7).toMatchObject({ partnerHealthScore: null, scoreImbalance: null, areasToFocus: [] });

    for (const day of [2, 3]) await addMood(viewer, daysAgo(day), 1);
    const mine = await loadHealthScores({ userId: viewer, now: new Date(NOW.getTime() + DAY) });
    expect(mine.readiness.score7).toMatchObject({ ready: true, coupleReady: false, you: 3, partner: 1 });
    expect(mine.couple.score7.partnerHealthScore).toBeNull();
  });

  test("a partner with nothing stored yet is computed and stored when their score may be shown", async () => {
    const { viewer, partner } = await couple({ viewer: { timezone: "UTC" }, partner: { timezone: "UTC" } });
    const checkins = [await addCheckin(partner, viewer, daysAgo(1), 3)];
    await setGrants(partner, { ...NO_GRANTS, shareMoodSummaries: true });
    const loaded = await loadHealthScores({ userId: viewer, now: NOW });
    const expected = computeHealthOverview({ clock: { now: NOW, timeZone: "UTC" }, moods: [], checkins, rituals: [] });
    expect(loaded.partnerHealth).toEqual(expected);
    expect(await records(partner)).toHaveLength(2);
  });
});
