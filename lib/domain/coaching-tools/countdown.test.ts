import { describe, expect, test } from "vitest";
import {
  countdownRemainingMs,
  describeClock,
  formatClock,
  idleCountdown,
  pauseCountdown,
  remainingMs,
  resumeCountdown,
  startCountdown,
} from "./countdown";

const MIN = 60_000;
const T0 = 1_800_000_000_000;

describe("remainingMs", () => {
  test("counts down from the start timestamp", () => {
    expect(remainingMs({ startedAt: T0, pausedMs: 0, durationMs: 20 * MIN, now: T0 })).toBe(20 * MIN);
    expect(remainingMs({ startedAt: T0, pausedMs: 0, durationMs: 20 * MIN, now: T0 + 90_000 })).toBe(18.5 * MIN);
  });

  test("time spent paused does not count", () => {
    expect(remainingMs({ startedAt: T0, pausedMs: 5 * MIN, durationMs: 20 * MIN, now: T0 + 10 * MIN })).toBe(15 * MIN);
  });

  test("stays at 0 after the end and never exceeds the duration", () => {
    expect(remainingMs({ startedAt: T0, pausedMs: 0, durationMs: 20 * MIN, now: T0 + 3 * 60 * MIN })).toBe(0);
    // A clock set backwards must not give extra time.
    expect(remainingMs({ startedAt: T0, pausedMs: 0, durationMs: 20 * MIN, now: T0 - MIN })).toBe(20 * MIN);
  });
});

describe("pause and resume", () => {
  test("a paused countdown is frozen, and resuming continues where it stopped", () => {
    let countdown = startCountdown(20 * MIN, T0);
    countdown = pauseCountdown(countdown, T0 + 4 * MIN);
    expect(countdownRemainingMs(countdown, T0 + 4 * MIN)).toBe(16 * MIN);
    // Much later, still paused: nothing has moved.
    expect(countdownRemainingMs(countdown, T0 + 60 * MIN)).toBe(16 * MIN);

    countdown = resumeCountdown(countdown, T0 + 10 * MIN);
    expect(countdown).toMatchObject({ status: "running", pausedMs: 6 * MIN });
    expect(countdownRemainingMs(countdown, T0 + 10 * MIN)).toBe(16 * MIN);
    expect(countdownRemainingMs(countdown, T0 + 11 * MIN)).toBe(15 * MIN);
  });

  test("several pauses add up", () => {
    let countdown = startCountdown(30 * MIN, T0);
    countdown = resumeCountdown(pauseCountdown(countdown, T0 + MIN), T0 + 3 * MIN);
    countdown = resumeCountdown(pauseCountdown(countdown, T0 + 5 * MIN), T0 + 6 * MIN);
    expect(countdown).toMatchObject({ status: "running", pausedMs: 3 * MIN });
    expect(countdownRemainingMs(countdown, T0 + 10 * MIN)).toBe(23 * MIN);
  });

  test("pausing twice or resuming a running countdown changes nothing", () => {
    const running = startCountdown(20 * MIN, T0);
    expect(resumeCountdown(running, T0 + MIN)).toBe(running);
    const paused = pauseCountdown(running, T0 + MIN);
    expect(pauseCountdown(paused, T0 + 2 * MIN)).toBe(paused);
    expect(pauseCountdown(idleCountdown(20 * MIN), T0)).toEqual(idleCountdown(20 * MIN));
  });

  test("an idle countdown shows its full duration", () => {
    expect(countdownRemainingMs(idleCountdown(30 * MIN), T0)).toBe(30 * MIN);
  });
});

describe("formatClock", () => {
  test("mm:ss with partial seconds rounded up", () => {
    expect(formatClock(20 * MIN)).toBe("20:00");
    expect(formatClock(20 * MIN - 1)).toBe("20:00");
    expect(formatClock(20 * MIN - 1000)).toBe("19:59");
    expect(formatClock(65_000)).toBe("01:05");
    expect(formatClock(999)).toBe("00:01");
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-5000)).toBe("00:00");
  });
});

describe("describeClock", () => {
  test("words for screen readers, singular and plural", () => {
    expect(describeClock(20 * MIN)).toBe("20 minutes");
    expect(describeClock(61_000)).toBe("1 minute 1 second");
    expect(describeClock(125_000)).toBe("2 minutes 5 seconds");
    expect(describeClock(0)).toBe("0 seconds");
  });
});
