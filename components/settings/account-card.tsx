import { Card, CardTitle } from "@/components/ui/card";
import type { PhoneCountry } from "@/lib/validation/phone";
import { settingsMessages } from "@/lib/validation/settings-values";
import { AccountCardView } from "./islands";
import { accountView, type AccountView } from "./account-view";

export type { AccountView } from "./account-view";

/**
 * Settings → Account (spec 3 §2, §4, §5): view, then Edit → Save or Cancel. The email is shown but never editable.
 * The stored number is formatted here, on the server, so the page's first load carries no phone rules; the edit
 * form brings them when it is opened (account-card-view.tsx, issue #34, decision 059).
 */
export function AccountCard({ account, countries }: { account: AccountView | null; countries: PhoneCountry[] }) {
  if (!account) {
    return (
      <Card aria-labelledby="account-title">
        <CardTitle id="account-title">Account</CardTitle>
        <p role="alert" className="mt-3 text-sm text-danger">
          {settingsMessages.profileMissing}
        </p>
      </Card>
    );
  }
  return <AccountCardView account={accountView(account)} countries={countries} />;
}
