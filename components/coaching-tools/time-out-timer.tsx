"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import {
  countdownRemainingMs,
  describeClock,
  formatClock,
  idleCountdown,
  pauseCountdown,
  resumeCountdown,
  startCountdown,
  type Countdown,
} from "@/lib/domain/coaching-tools/countdown";
import { ChoiceGroup } from "./choice-group";
import { useTickingClock } from "./use-ticking-clock";

const MINUTE = 60_000;
const PRESETS = [
  { value: "20", label: "20 minutes" },
  { value: "30", label: "30 minutes" },
] as const;
type Preset = (typeof PRESETS)[number]["value"];

// A few refreshes a second keep the display smooth; correctness comes from timestamps, not from this rate.
const TICK_MS = 250;

/** Gottman's time-out for physiological flooding: an agreed phrase, a real break, and a gentle way back. */
export function TimeOutTimer() {
  const titleId = useId();
  const [preset, setPreset] = useState<Preset>("20");
  const [countdown, setCountdown] = useState<Countdown>(() => idleCountdown(20 * MINUTE));
  // Only read while running or paused; both are entered from a click, which sets it to Date.now().
  const [now, setNow] = useState(0);
  const primary = useRef<HTMLButtonElement>(null);

  const remaining = countdownRemainingMs(countdown, now);
  const finished = countdown.status === "running" && remaining === 0;
  const ticking = countdown.status === "running" && !finished;

  useTickingClock(ticking, TICK_MS, setNow);

  function choosePreset(value: Preset) {
    setPreset(value);
    setCountdown(idleCountdown(Number(value) * MINUTE));
  }

  function onPrimary() {
    const at = Date.now();
    setNow(at);
    if (countdown.status === "running" && !finished) setCountdown(pauseCountdown(countdown, at));
    else if (countdown.status === "paused") setCountdown(resumeCountdown(countdown, at));
    else setCountdown(startCountdown(Number(preset) * MINUTE, at));
  }

  function reset() {
    setCountdown(idleCountdown(Number(preset) * MINUTE));
    // The Reset button is disabled once idle; keep keyboard users on the control they will want next.
    primary.current?.focus();
  }

  const primaryLabel = finished
    ? "Start again"
    : countdown.status === "running"
      ? "Pause"
      : countdown.status === "paused"
        ? "Resume"
        : "Start";

  // Changes only when the state does, so screen readers hear each change once and never a per-second count.
  const status = finished
    ? ""
    : countdown.status === "running"
      ? `Time-out running: ${describeClock(countdown.durationMs)}.`
      : countdown.status === "paused"
        ? `Paused with ${describeClock(remaining)} left.`
        : "";

  return (
    <Card aria-labelledby={titleId} className="space-y-4">
      <div>
        <CardTitle id={titleId}>Time-out</CardTitle>
        <p className="mt-1 text-sm text-muted">
          When an argument floods your body with stress, nobody can listen well. A short, agreed break lets both of you
          calm down, then come back to the conversation.
        </p>
      </div>

      <div>
        <h3 className="text-sm font-semibold">Use it when</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          <li>your heart is racing or your body feels tense</li>
          <li>you can&rsquo;t really listen any more</li>
          <li>voices are rising</li>
        </ul>
      </div>

      <figure className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <figcaption className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Say</figcaption>
        <blockquote className="mt-1 font-medium">
          &ldquo;I&rsquo;m getting flooded. I need a 20-minute break, and I&rsquo;ll come back.&rdquo;
        </blockquote>
      </figure>

      <ChoiceGroup
        legend="Break length"
        choices={PRESETS}
        value={preset}
        onChange={choosePreset}
        disabled={countdown.status !== "idle"}
      />

      <div className="text-center">
        {/* role="timer" is not live by default: the seconds are there to look at, not to be read out. */}
        <p
          role="timer"
          aria-label={`Time left: ${describeClock(remaining)}`}
          className="font-mono text-5xl font-semibold tabular-nums"
        >
          {formatClock(remaining)}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Button ref={primary} type="button" onClick={onPrimary} className="min-w-28">
            {primaryLabel}
          </Button>
          <Button type="button" variant="outline" onClick={reset} disabled={countdown.status === "idle"}>
            Reset
          </Button>
        </div>
      </div>

      {ticking || countdown.status === "paused" ? (
        <div>
          <h3 className="text-sm font-semibold">During the break</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            <li>Breathe slowly: in for 4, out for 6.</li>
            <li>Take a walk, or step outside.</li>
            <li>Read, listen to music, do something soothing.</li>
            <li>Try not to rehearse the argument or plan your comeback; that keeps the stress going.</li>
          </ul>
        </div>
      ) : null}

      <div aria-live="polite">
        {finished ? (
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="font-semibold text-brand-700">Time to come back</p>
            <p className="mt-1 text-sm">
              Find your partner when you both feel calmer. Start with what you heard your partner say, before you share
              your side.
            </p>
          </div>
        ) : (
          <p className="sr-only">{status}</p>
        )}
      </div>
    </Card>
  );
}
