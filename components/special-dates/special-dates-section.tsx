import { Card, CardTitle } from "@/components/ui/card";
import { listSpecialDatesAction } from "@/lib/actions/special-dates";
import type { SessionUser } from "@/lib/auth/roles";
import { SpecialDatesManager } from "./special-dates-manager";

/**
 * Settings → Partner → Special Dates (spec 3 §2): shown only with an accepted link and a known partner, so without
 * one this renders nothing. Read per request through the action's guard and the partner-access filter; a failed
 * read shows the spec's 'Failed to load special dates: ...' in place of the list.
 */
export async function SpecialDatesSection({ user }: { user: SessionUser }) {
  const result = await listSpecialDatesAction();
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
  return <SpecialDatesManager key={user.id} dates={dates} partnerName={partner.displayName} />;
}
