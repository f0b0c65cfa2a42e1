import { Link } from "@/components/ui/link";
import { DashboardCard, type CardFrame } from "@/components/dashboard/dashboard-card";
import { buttonClass } from "@/components/ui/button";
import { HeartPulse } from "@/components/ui/icons/heart-pulse";

/** The dashboard card's title. */
export const CHECK_UP_PROMPT_TITLE = "Your monthly check-up";

/**
 * The dashboard's prompt for the monthly check-up (issue #39): drawn only while one is due, with one link to
 * /check-up. It never shows a score: the dashboard may be seen over a shoulder.
 */
export function CheckUpPromptCard({ card, first }: { card: CardFrame; first: boolean }) {
  return (
    <DashboardCard id={card.id} title={card.title} icon={<HeartPulse aria-hidden className="size-5 text-brand-700" />}>
      <p className="text-sm">
        {first
          ? "Four quick questions about how your relationship feels, once a month. It takes under a minute, and you see your trend over time."
          : "It has been four weeks since your last check-up. Four quick questions, under a minute."}
      </p>
      <Link href="/check-up" className={buttonClass({ className: "mt-4" })}>
        Take the check-up
      </Link>
    </DashboardCard>
  );
}
