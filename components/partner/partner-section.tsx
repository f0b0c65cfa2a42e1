import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { Card, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/domain/roles";
import type { PartnerLinkView } from "@/lib/domain/invitations";
import type { Outcome } from "@/lib/errors";
import { phoneCountries } from "@/lib/validation/phone";
import { DisconnectPartnerDialog, InvitationForm, PendingInvitation } from "@/components/settings/islands";

const longDate = (date: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);

const displayPhone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/**
 * Settings → Partner (spec 3 §2): the invitation form, the waiting state, or the connected partner. `user` is the
 * page's guarded session user and `result` its link state, read by the page for that same session; a failed read
 * carries the section's 'Failed to check existing partner connections'.
 */
export function PartnerSection({ user, result }: { user: SessionUser; result: Outcome<PartnerLinkView> }) {
  if (!result.ok) {
    return (
      <Card aria-labelledby="partner-section-title">
        <CardTitle id="partner-section-title">Partner</CardTitle>
        <p role="alert" className="mt-4 text-sm text-danger">
          {result.error.message}
        </p>
      </Card>
    );
  }
  const link = result.data;
  return (
    <Card aria-labelledby="partner-section-title">
      <CardTitle id="partner-section-title">Partner</CardTitle>
      <div className="mt-4">
        {link.state === "accepted" ? (
          <div className="space-y-3">
            <p className="text-sm text-muted">Connected with</p>
            <div>
              <p className="font-semibold">{link.partnerName}</p>
              {link.partnerEmail && link.partnerEmail !== link.partnerName ? (
                <p className="text-sm text-muted">{link.partnerEmail}</p>
              ) : null}
            </div>
            <DisconnectPartnerDialog partnerName={link.partnerName} />
          </div>
        ) : link.state === "pending" ? (
          <PendingInvitation
            recipients={[link.partnerEmail, link.partnerPhone && displayPhone(link.partnerPhone)].filter(
              (r): r is string => !!r,
            )}
            sentOn={longDate(link.sentAt)}
            expiresOn={longDate(link.expiresAt)}
            expired={link.expired}
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              Invite your partner to connect. Your subscription covers both of you.
            </p>
            <InvitationForm
              ownEmail={user.email}
              countries={phoneCountries()}
              hasOwnPhone={link.hasOwnPhone}
              lastDeclined={link.lastDeclined}
            />
          </>
        )}
      </div>
    </Card>
  );
}
