import { Card, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/domain/roles";
import type { SpecialDatesOverview } from "@/lib/domain/special-dates";
import type { Outcome } from "@/lib/errors";
import { SpecialDatesManager } from "@/components/settings/islands";

/**
 * Settings → Partner → Special Dates (spec 3 §2): shown only with an accepted link and a known partner, so without
 * one this renders nothing. The page reads `result` per request, through its guard and the partner-access filter; a
 * failed read carries the spec's 'Failed to load special dates: ...', shown in place of the list.
 */
export function SpecialDatesSection({ user, result }: { user: SessionUser; result: Outcome<SpecialDatesOverview> }) {
  if (!result.ok) {
    return (
      <Card aria-labelledby="special-dates-title" className="space-y-2">
        <CardTitle id="special-dates-title">Special Dates</CardTitle>
        <p role="alert" className="text-sm text-danger">
          {result.error.message}
        </p>
      </Card>
    );
  }
  const { partner, dates } = result.data;
  if (!partner) return null;
  // Keyed by the viewer so no dialog state can outlive a change of account in the same tab.
  return <SpecialDatesManager key={user.id} dates={dates} partnerName={partner.name} />;
}
