import { Link } from "@/components/ui/link";
import { Card, CardTitle } from "@/components/ui/card";

/** The legal links card (spec 3 §2): /terms and /privacy. */
export function LegalCard() {
  return (
    <Card aria-labelledby="legal-title">
      <CardTitle id="legal-title">Legal</CardTitle>
      <ul className="mt-3 space-y-2 text-sm">
        <li>
          <Link href="/terms" className="text-brand-700 underline-offset-4 hover:underline">
            Terms &amp; Conditions
          </Link>
        </li>
        <li>
          <Link href="/privacy" className="text-brand-700 underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
        </li>
      </ul>
    </Card>
  );
}
