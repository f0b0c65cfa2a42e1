import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { UserPlus } from "@/components/ui/icons/user-plus";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";

/**
 * /checkin without a partner, or when the partner has not loaded within 10 s (spec 2 §2.3): invite the partner
 * (in Settings), take the personal check-in instead, and read what partner check-ins are. The explainer is ours.
 */
export function NoPartnerGate() {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Partner Check-in</h1>
        <p className="mt-1 text-sm text-muted">Partner check-ins need a connected partner.</p>
      </div>
      <Card className="space-y-4">
        <div className="flex items-start gap-3">
          <HeartHandshake aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-600" />
          <div>
            <CardTitle>Check in together</CardTitle>
            <p className="mt-1 text-sm text-muted">
              Invite your partner to connect your accounts. Until then, a personal check-in is a good way to notice how
              you are feeling today.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg" className="sm:flex-1">
            <Link href="/settings">
              <UserPlus aria-hidden className="size-4" />
              Invite Your Partner
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="sm:flex-1">
            <Link href="/emotional-checkin">Personal Emotional Check-in</Link>
          </Button>
        </div>
      </Card>
      <Card aria-labelledby="partner-checkins-explainer">
        <CardTitle id="partner-checkins-explainer">What are Partner Check-ins?</CardTitle>
        <p className="mt-2 text-sm">
          A partner check-in is a quick note on how connected you feel to your partner: a score from very disconnected
          to deeply connected, the feeling that fits best, and anything you are grateful for.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>It takes under a minute and counts toward your Relationship Health Score.</li>
          <li>You decide whether your partner sees it: sharing follows your partner sharing setting.</li>
          <li>Over time, your check-ins show the trends you can talk about together.</li>
        </ul>
      </Card>
    </div>
  );
}
