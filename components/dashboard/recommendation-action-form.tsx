"use client";

import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { useActionState, useId } from "react";
import { Button } from "@/components/ui/button";
import { completeRecommendationAction } from "@/lib/actions/recommendations";
import type { ActionResult } from "@/lib/actions/result";
import { RECOMMENDATION_ACTION_LABEL } from "@/lib/domain/recommendations";

/** The field the action reads the recommendation's id from (lib/validation/recommendations.ts). */
const RECOMMENDATION_ID_FIELD = "id";

/**
 * A recommendation's 'Take Action' (decision 029): a real form posting the recommendation's id — and nothing else,
 * the server finds the route — to the action, which records it completed and redirects there. Through
 * useActionState the form works before any script has run, and a refusal (session ended, database away) is said
 * under the button instead of the click doing nothing.
 */
export function RecommendationActionForm({ id, title, className }: { id: string; title: string; className?: string }) {
  const [state, formAction, pending] = useActionState<ActionResult<never> | null, FormData>(
    completeRecommendationAction,
    null,
  );
  const errorId = useId();
  const failed = state !== null && !state.ok;
  return (
    <form action={formAction} className={className}>
      <input type="hidden" name={RECOMMENDATION_ID_FIELD} value={id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        aria-describedby={failed ? errorId : undefined}
      >
        {RECOMMENDATION_ACTION_LABEL}
        {/* Every item has a 'Take Action': the title tells them apart in a screen reader's list of buttons. */}
        <span className="sr-only">: {title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
      {failed ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger">
          {state.error.message}
        </p>
      ) : null}
    </form>
  );
}
