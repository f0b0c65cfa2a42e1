"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { writeAiAnalysisAction } from "@/lib/actions/coaching";
import type { AnalysisFigure, WrittenAnalysis } from "@/lib/domain/coach/analysis";
import { useAction } from "@/components/forms/use-action";

export interface AiAnalysisProps {
  figures: AnalysisFigure[];
  written: WrittenAnalysis | null;
  mode: "ai" | "offline";
  aiSuggestionsOff: boolean;
}

/**
 * The AI Analysis tab (issue #15): the written analysis beside the figures it rests on, each paragraph naming them,
 * so a reader can check every sentence. With a model the text is written on request and kept for the day.
 */
export function AiAnalysis({ figures, written: initial, mode, aiSuggestionsOff }: AiAnalysisProps) {
  const [written, setWritten] = useState(initial);
  const writer = useAction(() => writeAiAnalysisAction(), { onSuccess: setWritten });
  const pending = writer.pending;
  const labelOf = new Map(figures.map((f) => [f.id, f.label]));

  if (figures.length === 0) {
    return (
      <div className="rounded-2xl border border-brand-100 bg-white p-6 text-sm shadow-sm">
        <h3 className="text-lg font-semibold">Not enough to analyse yet</h3>
        <p className="mt-2 text-muted">
          Log a mood on at least 5 days in the last 30 and your analysis appears here, with the figures it is based on.
        </p>
        <Button asChild className="mt-4">
          <Link href="/mood-log">Log a mood</Link>
        </Button>
      </div>
    );
  }

  const write = () => void writer.run();

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="analysis-text" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h3 id="analysis-text" className="text-lg font-semibold">
          Your last 30 days
        </h3>
        <p className="mt-1 text-xs text-muted">
          {mode === "ai"
            ? "Written by an AI model from the figures beside it, and nothing else. It can be wrong; the figures are exact."
            : aiSuggestionsOff
              ? "AI suggestions are off in Settings, so this is written by Attune from your figures and nothing is sent to an AI model."
              : "Written by Attune from your figures (no AI model is connected)."}
        </p>
        {written ? (
          <div className="mt-4 space-y-4 text-sm" aria-busy={pending}>
            {written.paragraphs.map((paragraph) => (
              <div key={paragraph.text}>
                <p>{paragraph.text}</p>
                <p className="mt-1 text-xs text-muted">
                  Based on: {paragraph.figureIds.map((id) => labelOf.get(id as AnalysisFigure["id"]) ?? id).join(", ")}
                </p>
              </div>
            ))}
            <p className="rounded-xl bg-brand-50 p-3">
              <strong>One thing to try:</strong> {written.suggestion}
            </p>
          </div>
        ) : (
          <p className="mt-4 text-sm">Your figures are ready. Ask for a written analysis of them when you like.</p>
        )}
        {mode === "ai" ? (
          <Button className="mt-4" variant={written ? "outline" : "primary"} disabled={pending} onClick={write}>
            {pending ? "Writing..." : written ? "Refresh analysis" : "Write my analysis"}
          </Button>
        ) : null}
      </section>
      <section
        aria-labelledby="analysis-figures"
        className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
      >
        <h3 id="analysis-figures" className="text-lg font-semibold">
          The figures
        </h3>
        <dl className="mt-3 divide-y divide-brand-100 text-sm">
          {figures.map((figure) => (
            <div key={figure.id} className="py-2">
              <dt className="text-muted">{figure.label}</dt>
              <dd className="font-semibold">{figure.value}</dd>
              <dd className="text-xs text-muted">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
