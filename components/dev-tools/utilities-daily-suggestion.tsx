"use client";

import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { SuggestionCard } from "@/components/dashboard/suggestion-card";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { generateDailySuggestionAction } from "@/lib/actions/dev-tools";
import type { DailySuggestionRun } from "@/lib/domain/dev-tools-utilities";

/**
 * The generate-daily-suggestion developer test (spec 3 §7): runs the dashboard's daily suggestion for the admin now,
 * on their own records, and shows what it produced — the very card the dashboard would show, or why there is none.
 */
export function DailySuggestionTest() {
  const [run, setRun] = useState<DailySuggestionRun | null>(null);
  const generateSuggestion = useAction(() => generateDailySuggestionAction(undefined), {
    fallback: "Failed to generate daily suggestion",
    onSuccess: (generated) => {
      setRun(generated);
      toast.success("Daily suggestion generated");
    },
  });
  const busy = generateSuggestion.pending;
  const generate = () => void generateSuggestion.run();

  return (
    <Card aria-labelledby="daily-suggestion-test-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="daily-suggestion-test-title">Daily Suggestion Test</CardTitle>
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={generate}>
          {busy ? "Generating..." : "Generate Daily Suggestion"}
        </Button>
      </div>
      <p className="text-sm text-muted">
        Runs the dashboard&apos;s daily suggestion for you now, from your own moods, check-ins and partner link.
      </p>
      <div aria-live="polite" className="space-y-2 text-sm">
        {run ? (
          <>
            <p className="text-muted">
              Generated at <time dateTime={run.generatedAt}>{run.generatedAt}</time> ({run.timeZone})
            </p>
            {run.suggestion ? <SuggestionCard suggestion={run.suggestion} /> : <p>{run.noneBecause}</p>}
          </>
        ) : null}
      </div>
    </Card>
  );
}
