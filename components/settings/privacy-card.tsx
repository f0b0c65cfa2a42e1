"use client";

import { Card, CardTitle } from "@/components/ui/card";
import { updateSharingAction } from "@/lib/actions/settings";
import { GRANT_KEYS, settingsMessages, type SharingKey, type SharingValues } from "@/lib/validation/settings";
import { DataExportButton } from "./data-export-button";
import { LoadErrorToast } from "./load-error-toast";
import { SHARING_COPY } from "./settings-copy";
import { ToggleRow } from "./toggle-row";
import { useOptimisticToggles } from "./use-optimistic-toggles";

export interface PrivacyView {
  values: SharingValues;
  partnerName: string | null;
  hasPartner: boolean;
  loadFailed: boolean;
}

/**
 * Settings → Data & Privacy (spec 1 §1, §6; spec 2 §4.3; spec 3 §2): consent to mood sharing, partner sharing, the
 * four separate grants, and the data export. Each switch saves at once and applies to the partner's next request;
 * the partner is told about every change.
 */
export function PrivacyCard({ privacy }: { privacy: PrivacyView }) {
  const toggles = useOptimisticToggles<SharingKey, boolean>(
    privacy.values,
    (patch) => updateSharingAction(patch),
    (_key, result) => ({ title: result.error.title, message: result.error.message }),
  );
  const row = (key: SharingKey) => (
    <ToggleRow
      key={key}
      id={`sharing-${key}`}
      {...SHARING_COPY[key]}
      checked={toggles.values[key]}
      disabled={privacy.loadFailed || toggles.saving.has(key)}
      onCheckedChange={(checked) => void toggles.change(key, checked)}
    />
  );

  return (
    <Card aria-labelledby="privacy-title">
      {privacy.loadFailed ? <LoadErrorToast /> : null}
      <CardTitle id="privacy-title">Data &amp; Privacy</CardTitle>
      <p className="mt-1 text-sm text-muted">
        {privacy.hasPartner
          ? `Changes apply right away, and ${privacy.partnerName ?? "your partner"} is notified whenever you change what you share.`
          : // Accepting an invitation turns every share off for both (accept-partner-invitation.ts): say so.
            "You don't have a partner connected yet. When you connect, nothing is shared until you choose what to share with them."}
      </p>
      {privacy.loadFailed ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {settingsMessages.privacyMissing}
        </p>
      ) : null}
      <div className="mt-2 divide-y divide-brand-100">
        {row("consentMoodSharing")}
        {row("partnerSharingEnabled")}
      </div>
      <h3 className="mt-4 text-sm font-semibold">What your partner can see</h3>
      <div className="divide-y divide-brand-100">{GRANT_KEYS.map(row)}</div>
      <div className="mt-5 border-t border-brand-100 pt-4">
        <h3 className="text-sm font-semibold">Your data</h3>
        <p className="mt-1 text-sm text-muted">
          Get a copy of everything you keep in Attune as a JSON file. We&apos;ll email you a download link within 24
          hours.
        </p>
        <DataExportButton />
      </div>
    </Card>
  );
}
