import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import type { PartnerStatusView } from "@/lib/services/load-partner-status";
import { relativeTime } from "@/components/partner/relative-time";

/** Spec 2 §2.6: the connect card, or the partner's current status as far as their sharing allows. */
export function PartnerStatusCard({ view, now }: { view: PartnerStatusView; now: Date }) {
  if (view.state === "none") {
    return (
      <Card className="text-center">
        <CardTitle>Connect with Your Partner</CardTitle>
        <p className="mt-2 text-sm text-muted">
          Link your accounts to see how your partner is feeling and grow together.
        </p>
        <Button asChild className="mt-6">
          <Link href="/settings">Connect Partner</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="text-center">
      <CardTitle>{view.partnerName}</CardTitle>
      {view.state === "mood" ? (
        <div className="mt-4">
          <p className="text-6xl" aria-hidden="true">
            {view.mood.emoji}
          </p>
          <p className="mt-2 text-xl font-semibold">{view.mood.label}</p>
          <p className="mt-2 text-sm text-muted">
            Last updated <time dateTime={view.at.toISOString()}>{relativeTime(view.at, now)}</time>
          </p>
        </div>
      ) : view.state === "no-mood-today" ? (
        <div className="mt-4">
          <p className="font-medium">{view.partnerName} hasn&apos;t logged their mood yet today</p>
          <p className="mt-1 text-sm text-muted">Check back later</p>
        </div>
      ) : (
        <div className="mt-4">
          <p className="font-medium">{view.partnerName} isn&apos;t sharing their mood with you right now</p>
          <p className="mt-1 text-sm text-muted">
            Mood sharing needs their consent and your partner sharing setting. Both can be changed in Settings.
          </p>
        </div>
      )}
    </Card>
  );
}
