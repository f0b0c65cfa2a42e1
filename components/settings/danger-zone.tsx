import { Link } from "@/components/ui/link";
import { Card, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/domain/roles";
import { DeleteAccountDialog, DisconnectPartnerDialog } from "./islands";

/** What the Danger Zone needs beyond the session user; lib/services/account/load-danger-zone returns exactly this. */
export interface DangerZoneModel {
  /** The accepted partner's display name; null without an accepted partner (then Disconnect is not offered). */
  partnerName: string | null;
}

/**
 * Settings → Danger Zone (spec 3 §2): Disconnect partner, only with an accepted partner, and Delete account.
 * A server component: the page loads the model (components may not call services, house rule 1) and passes it in.
 */
export function DangerZone({ user, model }: { user: SessionUser; model: DangerZoneModel }) {
  return (
    <Card aria-labelledby="danger-zone-title" className="border-2 border-danger/40">
      <CardTitle id="danger-zone-title" className="text-danger">
        Danger Zone
      </CardTitle>
      <div className="mt-4 divide-y divide-danger/15">
        {model.partnerName !== null ? (
          <div className="flex flex-col gap-3 pb-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-semibold">Disconnect partner</h3>
              <p className="mt-1 text-sm text-muted">
                End your connection with {model.partnerName}. You will both stop seeing each other&rsquo;s shared data.
              </p>
            </div>
            <div className="shrink-0">
              <DisconnectPartnerDialog partnerName={model.partnerName} />
            </div>
          </div>
        ) : null}
        <div
          className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${
            model.partnerName !== null ? "pt-5" : ""
          }`}
        >
          <div>
            <h3 className="font-semibold">Delete account</h3>
            <p className="mt-1 text-sm text-muted">
              Permanently delete your account and all of its data. This cannot be undone.{" "}
              <Link href="/delete-info" className="underline">
                What is deleted
              </Link>
            </p>
          </div>
          <div className="shrink-0">
            <DeleteAccountDialog email={user.email} userId={user.id} />
          </div>
        </div>
      </div>
    </Card>
  );
}
