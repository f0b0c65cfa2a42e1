"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addCustomFeeling, removeCustomFeeling, type MoodFormState } from "./mood-form";

/**
 * Custom feelings (spec 2 §5): an input and Add; a duplicate or an over-long one gets a message, an empty one nothing.
 * `removeIcon` (an X) is drawn by the page on the server and handed in as an element, so no icon code is in the page's
 * JavaScript (issue #34, decision 066).
 */
export function CustomFeelings({
  state,
  disabled,
  onChange,
  removeIcon,
}: {
  state: MoodFormState;
  disabled?: boolean;
  onChange: (next: MoodFormState) => void;
  removeIcon: ReactNode;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function add() {
    const result = addCustomFeeling(state, text);
    if (result.ok) {
      onChange(result.state);
      setText("");
      setError(null);
    } else if (result.reason === "empty") {
      setText("");
      setError(null);
    } else {
      setError(result.message);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor="custom-feeling" className="text-sm font-medium">
        Add your own feeling
      </label>
      <div className="flex gap-2">
        <Input
          id="custom-feeling"
          value={text}
          disabled={disabled}
          autoComplete="off"
          placeholder="e.g. curious"
          aria-invalid={!!error}
          aria-describedby={error ? "custom-feeling-error" : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the feeling instead of submitting the whole mood.
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={add}>
          Add
        </Button>
      </div>
      {error ? (
        <p id="custom-feeling-error" role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      {state.customKeywords.length > 0 ? (
        <ul aria-label="Your custom feelings" className="flex flex-wrap gap-2">
          {state.customKeywords.map((feeling) => (
            <li
              key={feeling}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-600 bg-brand-600 py-1 pr-1 pl-3 text-sm font-medium text-white"
            >
              {feeling}
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${feeling}`}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-700"
                onClick={() => onChange(removeCustomFeeling(state, feeling))}
              >
                {removeIcon}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
