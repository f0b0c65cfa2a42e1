/**
 * A pausable countdown kept as timestamps, never as a tick count: browsers throttle or freeze timers in background
 * tabs, so counting intervals drifts, while "now minus when it started" stays right whenever it is next read.
 */

export interface CountdownInput {
  /** Date.now() when the countdown was first started. */
  startedAt: number;
  /** Total milliseconds spent paused before `now` (pauses that have ended, plus the current one if any). */
  pausedMs: number;
  durationMs: number;
  now: number;
}

/** Milliseconds left, never below 0 nor above the duration (a clock set backwards must not add time). */
export function remainingMs({ startedAt, pausedMs, durationMs, now }: CountdownInput): number {
  const running = now - startedAt - pausedMs;
  return Math.min(durationMs, Math.max(0, durationMs - running));
}

export type Countdown =
  | { status: "idle"; durationMs: number }
  | { status: "running"; durationMs: number; startedAt: number; pausedMs: number }
  | { status: "paused"; durationMs: number; startedAt: number; pausedMs: number; pausedAt: number };

export function idleCountdown(durationMs: number): Countdown {
  return { status: "idle", durationMs };
}

export function startCountdown(durationMs: number, now: number): Countdown {
  return { status: "running", durationMs, startedAt: now, pausedMs: 0 };
}

export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status !== "running") return countdown;
  return { ...countdown, status: "paused", pausedAt: now };
}

export function resumeCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status !== "paused") return countdown;
  const { pausedAt, ...rest } = countdown;
  return { ...rest, status: "running", pausedMs: countdown.pausedMs + Math.max(0, now - pausedAt) };
}

/** What is left of a countdown in any state; a paused one is frozen at the moment it was paused. */
export function countdownRemainingMs(countdown: Countdown, now: number): number {
  switch (countdown.status) {
    case "idle":
      return countdown.durationMs;
    case "running":
      return remainingMs({ ...countdown, now });
    case "paused":
      return remainingMs({ ...countdown, now: countdown.pausedAt });
  }
}

/**
 * mm:ss, rounding partial seconds up: the display shows the full duration at the start and reaches 00:00 only when
 * the time is really over, which is what people expect from a kitchen timer.
 */
export function formatClock(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** The same time in words, for assistive technology ("19 minutes 5 seconds"); "00:05" reads badly aloud. */
export function describeClock(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}
