import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import type { PartnerAlert } from "@/lib/domain/partner-alert";
import { DashboardCard } from "./dashboard-card";

/** The card's id on the page (its title's id is derived from it). */
const PARTNER_ALERT_CARD_ID = "partner-alert";

/**
 * The partner alert on top of the dashboard (issue #32): the partner's recent low mood or high stress in one calm
 * sentence, which is also the card's title (so it is the landmark's name), and the ways to respond as plain links.
 * A server component with no script: nothing when there is no alert.
 */
export function PartnerAlertCard({ alert }: { alert: PartnerAlert | null }) {
  if (!alert) return null;
  return (
    <DashboardCard
      id={PARTNER_ALERT_CARD_ID}
      title={alert.message}
      icon={<HeartHandshake aria-hidden="true" className="size-5 shrink-0 text-brand-600" />}
      className="border-brand-200 bg-brand-50"
    >
      <p className="-mt-2 text-sm">{alert.invitation}</p>
      <ul className="mt-3 flex flex-wrap items-start gap-3">
        {alert.actions.map((action, index) => {
          const hintId = action.hint ? `${PARTNER_ALERT_CARD_ID}-hint-${index}` : undefined;
          return (
            <li key={action.href} className="max-w-full">
              <Link
                href={action.href}
                aria-describedby={hintId}
                className={buttonClass({
                  // The check-in is the one emphasised response; a kind word sits beside it.
                  variant: index === 0 ? "primary" : "outline",
                  className: "h-auto min-h-10 py-2 text-left whitespace-normal",
                })}
              >
                {action.label}
              </Link>
              {action.hint ? (
                <p id={hintId} className="mt-1 text-xs text-muted">
                  {action.hint}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
