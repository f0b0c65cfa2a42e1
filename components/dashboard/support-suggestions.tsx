"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { visibleSuggestions } from "@/lib/domain/wellbeing-insights/copy";

/**
 * The wellbeing card's support suggestions (spec 2 §2.4, §9): three first, then '+N more suggestions available' /
 * 'Show less'. The only interactive part of the card, so the only part sent to the browser as a client component.
 * One list that grows in place keeps the suggestions a single list for screen readers; the toggle says which list it
 * controls and whether it is expanded, and stays where it is, so focus is not lost when the list changes.
 */
export function SupportSuggestions({ suggestions }: { suggestions: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { shown, toggleLabel } = visibleSuggestions(suggestions, expanded);
  return (
    <>
      <ul id={listId} className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {shown.map((suggestion, index) => (
          // Suggestions keep their order and are not edited, so the position is a stable key.
          <li key={index}>{suggestion}</li>
        ))}
      </ul>
      {toggleLabel ? (
        <Button
          type="button"
          variant="link"
          size="inline"
          className="mt-2"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {toggleLabel}
        </Button>
      ) : null}
    </>
  );
}
