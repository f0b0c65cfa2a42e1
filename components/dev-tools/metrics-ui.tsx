"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import {
  HEALTH_LEVEL_LABELS,
  VITAL_RATING_LABELS,
  type Assessment,
  type HealthLevel,
  type VitalRating,
} from "@/lib/domain/dev-tools-health";
import { formatTime } from "./metrics-format";

/**
 * The pieces the System, Performance, Database and Backend tabs share (issue #19): the loading, error and refresh
 * frame around a tab's figures, labelled figures, statuses written in words (colour only repeats them) and tables that
 * scroll sideways on a phone instead of widening the page.
 */

interface MetricsFrameProps<T> {
  query: UseQueryResult<T>;
  /** What the tab shows, for the loading and error text ("system figures"). */
  subject: string;
  /** When the figures were measured (the model's generatedAt). */
  generatedAt: (data: T) => string;
  /** Replaces the Refresh label, e.g. 'Force Health Check'. */
  refreshLabel?: string;
  children: (data: T) => ReactNode;
}

export function MetricsFrame<T>({
  query,
  subject,
  generatedAt,
  refreshLabel = "Refresh",
  children,
}: MetricsFrameProps<T>) {
  const { data, error, isPending, isFetching, refetch } = query;
  if (isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Loading {subject}…
      </p>
    );
  }
  if (!data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-danger">
          Could not load {subject}: {error?.message ?? "unknown error"}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted" role="status">
          {isFetching ? "Refreshing…" : `Measured at ${formatTime(generatedAt(data))}`}
          {error ? <span className="ml-2 text-danger">Last refresh failed: {error.message}</span> : null}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden className="size-3.5" />
          {refreshLabel}
        </Button>
      </div>
      {children(data)}
    </div>
  );
}

export function MetricCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn("min-w-0 p-4 sm:p-6", className)}>
      <CardTitle className="mb-3 text-base">{title}</CardTitle>
      {children}
    </Card>
  );
}

/** A grid of labelled figures; each child is a <Figure>. */
export function Figures({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">{children}</dl>;
}

export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold break-words tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

const LEVEL_STYLES: Record<HealthLevel, string> = {
  // Darker than the theme's success/danger: small bold text on a tint needs 4.5:1 (axe, WCAG AA).
  excellent: "bg-green-50 text-green-800",
  good: "bg-green-50 text-green-800",
  degraded: "bg-amber-100 text-amber-900",
  critical: "bg-red-50 text-red-800",
};

/** A status badge: the word carries the meaning, the colour repeats it. */
export function StatusBadge({ tone, children }: { tone: HealthLevel; children: ReactNode }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold", LEVEL_STYLES[tone])}>
      {children}
    </span>
  );
}

export const LevelBadge = ({ level }: { level: HealthLevel }) => (
  <StatusBadge tone={level}>{HEALTH_LEVEL_LABELS[level]}</StatusBadge>
);

const RATING_TONES: Record<VitalRating, HealthLevel> = {
  good: "good",
  "needs-improvement": "degraded",
  poor: "critical",
};

export const RatingBadge = ({ rating }: { rating: VitalRating }) => (
  <StatusBadge tone={RATING_TONES[rating]}>{VITAL_RATING_LABELS[rating]}</StatusBadge>
);

/** Why a figure is missing, said plainly where the figure would be. */
export function Unavailable({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** The level and the findings behind it, as a list of recommendations. */
export function AssessmentView({ assessment, healthy }: { assessment: Assessment; healthy: string }) {
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm">
        Overall: <LevelBadge level={assessment.level} />
      </p>
      {assessment.findings.length === 0 ? (
        <p className="text-sm text-muted">{healthy}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {assessment.findings.map((finding) => (
            <li key={finding.title} className="flex flex-wrap items-start gap-2">
              <LevelBadge level={finding.level} />
              <span className="min-w-0 flex-1">
                <span className="font-medium">{finding.title}.</span> {finding.detail}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A table that scrolls inside its own box on narrow screens. Columns are <th scope="col">, row labels scope="row".
 * The box is a focusable, named region, so a keyboard can scroll it too.
 */
export function MetricsTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted">
          <tr>
            {head.map((label, index) => (
              <th
                key={label}
                scope="col"
                className={cn("py-1 pr-4 font-medium", index > 0 && "text-right whitespace-nowrap")}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}

/** Figures never wrap; the first column (a route, a table name) does, so the table fits when it can. */
export const cellClass = "py-1 pr-4 text-right whitespace-nowrap";
export const rowHeaderClass = "min-w-36 py-1 pr-4 text-left font-normal break-all";
