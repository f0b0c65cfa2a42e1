"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { usePrefersReducedMotion } from "@/components/ui/use-prefers-reduced-motion";
import {
  BREATHING_MINUTES,
  BREATHING_PATTERNS,
  breathingPhaseAt,
  findBreathingPattern,
  type BreathingPattern,
} from "@/lib/domain/coaching-tools/breathing";
import { formatClock, remainingMs } from "@/lib/domain/coaching-tools/countdown";
import { ChoiceGroup } from "./choice-group";
import { useTickingClock } from "./use-ticking-clock";

const MINUTE = 60_000;
const PATTERN_CHOICES = BREATHING_PATTERNS.map((pattern) => ({ value: pattern.id, label: pattern.name }));
const MINUTE_CHOICES = BREATHING_MINUTES.map((minutes) => ({
  value: String(minutes) as `${(typeof BREATHING_MINUTES)[number]}`,
  label: minutes === 1 ? "1 minute" : `${minutes} minutes`,
}));
type Minutes = (typeof MINUTE_CHOICES)[number]["value"];

// Often enough that a phase change shows within a fifth of a second; timing itself comes from timestamps.
const TICK_MS = 200;
const EMPTY_SCALE = 0.5;

/** Paced breathing with a circle that grows and shrinks in time with the chosen pattern. */
export function BreathingTimer() {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [pattern, setPattern] = useState<BreathingPattern>(BREATHING_PATTERNS[0]!);
  const [minutes, setMinutes] = useState<Minutes>("3");
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  const durationMs = Number(minutes) * MINUTE;
  const left = startedAt === null ? durationMs : remainingMs({ startedAt, pausedMs: 0, durationMs, now });
  const done = startedAt !== null && left === 0;
  const running = startedAt !== null && !done;
  const moment = running ? breathingPhaseAt(pattern, now - startedAt) : null;

  useTickingClock(running, TICK_MS, setNow);

  function toggle() {
    if (running) {
      setStartedAt(null);
      return;
    }
    const at = Date.now();
    setNow(at);
    setStartedAt(at);
  }

  function choosePattern(id: string) {
    const chosen = findBreathingPattern(id);
    if (chosen) setPattern(chosen);
    setStartedAt(null);
  }

  function chooseMinutes(value: Minutes) {
    setMinutes(value);
    setStartedAt(null);
  }

  const label = moment ? moment.label : done ? "Done. Well done." : "Ready when you are";
  const scale = moment?.expanded ? 1 : EMPTY_SCALE;
  // The transition lasts as long as what is left of the phase, so the circle is full exactly when "Hold" begins.
  // Idle snaps to size: the server renders no transform (motion unknown there), and a shrink on load would be noise.
  const transitionMs = moment ? moment.msLeftInPhase : 0;

  return (
    <Card aria-labelledby={titleId} className="space-y-4">
      <div>
        <CardTitle id={titleId}>Breathing</CardTitle>
        <p className="mt-1 text-sm text-muted">
          Slow breathing calms a racing body in a few minutes. Follow the circle: breathe in as it grows, hold, and
          breathe out as it shrinks.
        </p>
      </div>

      <ChoiceGroup
        legend="Pattern"
        choices={PATTERN_CHOICES}
        value={pattern.id}
        onChange={choosePattern}
        disabled={running}
      />
      <ChoiceGroup
        legend="Duration"
        choices={MINUTE_CHOICES}
        value={minutes}
        onChange={chooseMinutes}
        disabled={running}
      />

      <div className="flex flex-col items-center gap-3 pt-2">
        <div className="relative size-44 sm:size-48">
          <div
            aria-hidden="true"
            className="absolute inset-0 rounded-full border-4 border-brand-500 bg-brand-100"
            style={
              reducedMotion
                ? undefined
                : {
                    transform: `scale(${scale})`,
                    transitionProperty: "transform",
                    transitionDuration: `${transitionMs}ms`,
                    transitionTimingFunction: "ease-in-out",
                  }
            }
          />
          <div className="absolute inset-0 flex items-center justify-center">
            {moment ? (
              <p className="text-4xl font-semibold tabular-nums">
                <span className="sr-only">Seconds left in this phase: </span>
                {moment.secondsLeftInPhase}
              </p>
            ) : null}
          </div>
        </div>
        {/* Only the phase is live: announcing every second would drown out the exercise. */}
        <p aria-live="polite" className="text-xl font-semibold text-brand-700">
          {label}
        </p>
        <p className="text-sm text-muted">
          Time left: <span className="font-mono tabular-nums">{formatClock(left)}</span>
        </p>
        <Button type="button" onClick={toggle} className="min-w-28">
          {running ? "Stop" : "Start"}
        </Button>
      </div>
    </Card>
  );
}
