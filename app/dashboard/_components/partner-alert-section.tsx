import { PartnerAlertCard } from "@/components/dashboard/partner-alert";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { cardModel } from "./dashboard-input";

/**
 * The partner alert on top of the dashboard (issue #32): the partner's recent low mood or high stress, under their
 * mood consent, until the user checks in with them. A nudge, not data: if its read fails (logged by settle) the page
 * goes on without it rather than showing an error card, and the partner's wellbeing card further down still says
 * whatever it can.
 */
export async function PartnerAlertSection({ userId }: { userId: string }) {
  const alert = await cardModel(userId, "partnerAlert", DASHBOARD_CARDS.partnerAlert);
  return alert.ok ? <PartnerAlertCard alert={alert.data} /> : null;
}
