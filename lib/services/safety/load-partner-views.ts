import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { listViewsOf } from "@/lib/data/partner-views";
import { findOpenPause } from "@/lib/data/sharing-pauses";
import { withReader } from "@/lib/data/transaction";
import { partnerFirstName } from "@/lib/domain/names";
import {
  firstKeptDay,
  partnerViewLines,
  whatPartnerSees,
  type PartnerViewsView,
} from "@/lib/domain/safety/partner-views";
import { localDayKey } from "@/lib/domain/time";

/**
 * Settings → Safety's "who looked" (issue #38 item 3, decision 079): what the partner can see now, read as the
 * partner's own access to this person (resolvePartnerAccess from their side, with the quiet pause), and the log of
 * what they viewed, by the person's own days.
 */
export async function loadPartnerViews({
  userId,
  timeZone,
  now = new Date(),
}: {
  userId: string;
  timeZone: string;
  now?: Date;
}): Promise<PartnerViewsView> {
  const today = localDayKey(now, timeZone);
  return withReader(async (reader) => {
    const access = await resolvePartnerAccess(userId, reader);
    if (!access) return { partnerName: null, canSee: [], log: [] };
    const [name, theirs, open, views] = await Promise.all([
      findPartnerDisplayName(access, reader),
      resolvePartnerAccess(access.partnerId, reader),
      findOpenPause(userId, reader),
      listViewsOf(userId, firstKeptDay(today), reader),
    ]);
    const partnerName = partnerFirstName(name);
    // Their access names this person as their partner (memberships are reciprocal); failing closed otherwise.
    const sight = theirs?.partnerId === userId ? theirs : null;
    return {
      partnerName,
      canSee: sight ? whatPartnerSees(partnerName, sight, open !== null) : [],
      log: partnerViewLines(
        partnerName,
        views.filter((view) => view.viewerId === access.partnerId),
        today,
      ),
    };
  });
}
