import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { SharingSwitches } from "@/components/settings/sharing-switches";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guards";
import { loadSettings } from "@/lib/services/settings/load-settings";

export const metadata: Metadata = { title: "Choose what you share" };

// Sharing must reflect the rows as they are now (a change applies on the partner's next request).
export const dynamic = "force-dynamic";

/**
 * Choosing together (issue #33, decision 054): the one guided screen each partner gets right after linking (the
 * accept screen leads here, and the first-week guide's "Choose what you share" step). Nothing is shared when a
 * partnership starts (decision 027); this says what each switch would show the partner, with an example, and offers
 * a suggested set. Settings → Data & Privacy holds the same switches in the same words.
 */
export default async function SharingPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const privacy = await loadSettings({ userId: user.id, section: "privacy" });
  const name = privacy.partnerName;
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">{name ? `Choose what ${name} sees` : "Choose what you share"}</h1>
      <p className="mt-1 text-sm text-muted">
        Nothing is shared until you choose. Each switch says what {name ?? "your partner"} would see, with an example.
        You can change this any time in Settings.
      </p>
      {privacy.hasPartner ? (
        <Card aria-labelledby="sharing-choices-title" className="mt-6 p-5 sm:p-6">
          <h2 id="sharing-choices-title" className="text-lg font-semibold">
            Your sharing with {name ?? "your partner"}
          </h2>
          <SharingSwitches
            values={privacy.values}
            partnerFirstName={name}
            disabled={privacy.loadFailed}
            offerSuggested
          />
        </Card>
      ) : (
        <Card className="mt-6 p-5 sm:p-6">
          <p className="text-sm">
            Sharing starts once you are connected with your partner. Invite them from Settings; when they accept, you
            both choose here what the other sees.
          </p>
          <Button asChild className="mt-4" variant="outline">
            <Link href="/settings#partner-section-title">Invite your partner</Link>
          </Button>
        </Card>
      )}
      <div className="mt-6 flex justify-end">
        <Button asChild>
          <Link href="/dashboard">Done</Link>
        </Button>
      </div>
    </AppShell>
  );
}
