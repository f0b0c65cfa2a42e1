import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";

/** Spec 2 §2.6: without a partner, the partner screen is the connect card. */
export function ConnectPartnerCard() {
  return (
    <Card className="mx-auto max-w-xl text-center">
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
