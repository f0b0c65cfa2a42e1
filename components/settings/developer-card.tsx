import { Link } from "@/components/ui/link";
import { RERUN_HREF } from "@/components/onboarding/funnel-steps";
import { buttonClass } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";

/**
 * Settings' developer actions (spec 3 §2 "A developer 'rerun onboarding' action opens /onboarding"), for admins only
 * (the page renders it for them alone; /onboarding honours the rerun for them alone). Onboarding leaves no mark but
 * the account itself, so rerunning it resets nothing: the admin walks the funnel signed in, and their data stays.
 */
export function DeveloperCard() {
  return (
    <Card aria-labelledby="developer-title">
      <CardTitle id="developer-title">Developer</CardTitle>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">
          Walk through onboarding again as a new person sees it. You stay signed in and your data is unchanged.
        </p>
        <Link href={RERUN_HREF} className={buttonClass({ variant: "outline", size: "sm" })}>
          Rerun onboarding
        </Link>
      </div>
    </Card>
  );
}
