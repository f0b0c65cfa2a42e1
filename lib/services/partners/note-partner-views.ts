import type { PartnerAccess } from "@/lib/data/partner-access";
import { recordPartnerViews } from "@/lib/data/partner-views";
import type { PartnerViewKind } from "@/lib/domain/safety/partner-views";
import { reportFollowUpFailure } from "../shared/report-follow-up-failure";

/**
 * Logs, for the partner's "who looked" (issue #38 item 3, decision 079), the kinds of their shared data a read just
 * showed the viewer. A page read must not fail for its log: a failure is reported and the page goes on.
 */
export async function notePartnerViews({
  access,
  kinds,
  now = new Date(),
}: {
  access: PartnerAccess;
  kinds: readonly (PartnerViewKind | false | null | undefined)[];
  now?: Date;
}): Promise<void> {
  const shown = kinds.filter((kind): kind is PartnerViewKind => typeof kind === "string");
  try {
    await recordPartnerViews(access, shown, now);
  } catch (error) {
    reportFollowUpFailure("partner_views.record_failed", error, {});
  }
}
