"use client";

import { Button } from "@/components/ui/button";
import { updateSharingAction } from "@/lib/actions/settings";
import { GRANT_KEYS, SHARING_KEYS, type SharingKey, type SharingValues } from "@/lib/validation/settings-values";
import { SUGGESTED_SHARING, sharingCopy, sharingSummary } from "./sharing-copy";
import { ToggleRow } from "./toggle-row";
import { useOptimisticToggles } from "./use-optimistic-toggles";

/**
 * The sharing switches with what each shows, by the partner's first name, and a live line saying what the person
 * shares and with whom (issue #33, decision 054). The same on the guided screen after linking (/sharing, with the
 * suggested set offered) and in Settings → Data & Privacy. Each switch saves at once and applies to the partner's
 * next request.
 */
export function SharingSwitches({
  values,
  partnerFirstName,
  disabled = false,
  offerSuggested = false,
}: {
  values: SharingValues;
  partnerFirstName: string | null;
  disabled?: boolean;
  offerSuggested?: boolean;
}) {
  const toggles = useOptimisticToggles<SharingKey, boolean>(values, (patch) => updateSharingAction(patch));
  const copy = sharingCopy(partnerFirstName);
  const suggestedPatch = Object.fromEntries(
    SHARING_KEYS.filter((key) => toggles.values[key] !== SUGGESTED_SHARING[key]).map((key) => [
      key,
      SUGGESTED_SHARING[key],
    ]),
  ) as Partial<SharingValues>;
  const onSuggested = Object.keys(suggestedPatch).length === 0;

  const row = (key: SharingKey) => (
    <div key={key}>
      <ToggleRow
        id={`sharing-${key}`}
        label={copy[key].label}
        description={`${copy[key].description} ${copy[key].example}`}
        checked={toggles.values[key]}
        disabled={disabled || toggles.saving.has(key)}
        onCheckedChange={(checked) => void toggles.change(key, checked)}
      />
    </div>
  );

  return (
    <div>
      {/* Always in view, and updated as the switches move. */}
      <p role="status" className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium" data-sharing-summary="">
        {sharingSummary(toggles.values, partnerFirstName)}
      </p>
      {offerSuggested ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || onSuggested || toggles.saving.size > 0}
            onClick={() => void toggles.changeMany(suggestedPatch)}
          >
            {onSuggested ? "Suggested set chosen" : "Use the suggested set"}
          </Button>
          <p className="text-xs text-muted">Moods both ways, summaries, goals and achievements; notes stay yours.</p>
        </div>
      ) : null}
      <div className="mt-2 divide-y divide-brand-100">
        {row("consentMoodSharing")}
        {row("partnerSharingEnabled")}
      </div>
      <h3 className="mt-4 text-sm font-semibold">What {partnerFirstName ?? "your partner"} can see</h3>
      <div className="divide-y divide-brand-100">{GRANT_KEYS.map(row)}</div>
    </div>
  );
}
