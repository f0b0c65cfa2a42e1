"use client";

import { Card, CardTitle } from "@/components/ui/card";
import { firstName } from "@/lib/domain/names";
import { settingsMessages, type SharingValues } from "@/lib/validation/settings-values";
import { DataExportButton } from "./data-export-button";
import { LoadErrorToast } from "./load-error-toast";
import { SharingSwitches } from "./sharing-switches";

export interface PrivacyView {
  values: SharingValues;
  partnerName: string | null;
  hasPartner: boolean;
  loadFailed: boolean;
}

/**
 * Settings → Data & Privacy (spec 1 §1, §6; spec 2 §4.3; spec 3 §2): consent to mood sharing, partner sharing, the
 * four separate grants (in the guided screen's words, SharingSwitches), and the data export. Each switch saves at
 * once and applies to the partner's next request; the partner is told about every change.
 */
export function PrivacyCard({ privacy }: { privacy: PrivacyView }) {
  const partnerFirstName = firstName(privacy.partnerName);
  return (
    <Card aria-labelledby="privacy-title">
      {privacy.loadFailed ? <LoadErrorToast /> : null}
      <CardTitle id="privacy-title">Data &amp; Privacy</CardTitle>
      <p className="mt-1 text-sm text-muted">
        {privacy.hasPartner
          ? `Changes apply right away, and ${partnerFirstName ?? "your partner"} is notified whenever you change what you share.`
          : // Accepting an invitation turns every share off for both (accept-partner-invitation.ts): say so.
            "You don't have a partner connected yet. When you connect, nothing is shared until you choose what to share with them."}
      </p>
      {privacy.loadFailed ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {settingsMessages.privacyMissing}
        </p>
      ) : null}
      <SharingSwitches values={privacy.values} partnerFirstName={partnerFirstName} disabled={privacy.loadFailed} />
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
