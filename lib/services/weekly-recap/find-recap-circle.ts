import { listRecapDayChoices } from "@/lib/data/notification-preferences";
import { resolvePartnerAccess, type PartnerAccess } from "@/lib/data/partner-access";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import type { Executor } from "@/lib/data/transaction";
import { partnerFirstName } from "@/lib/domain/names";
import { zoneOrUtc } from "@/lib/domain/time";
import type { RecapFacts } from "@/lib/domain/weekly-recap/facts";
import { circleRecapDay } from "@/lib/domain/weekly-recap/schedule";
import { recapView, type RecapView, type RecapVisibility } from "@/lib/domain/weekly-recap/view";

export interface RecapMember {
  userId: string;
  timeZone: string;
  /** First name, as the recap names people. */
  name: string;
  joinedAt: Date;
}

/** The viewer's circle now, as a recap is made and read for it (decision 073). */
export interface RecapCircle {
  viewerId: string;
  /** The viewer's view of their partner; null for one person alone. */
  access: PartnerAccess | null;
  /** The partner's view of the viewer: what of the viewer's the partner may see. */
  partnerAccess: PartnerAccess | null;
  /** The members sorted by id, as the stored facts list them. */
  members: RecapMember[];
  /** The circle's recap weekday (the choice made last of the two; Sunday by default). */
  weekday: number;
  /** Whose moods and whose goals the other member may see now (one person alone: their own). */
  visible: RecapVisibility;
}

const seesMoods = (access: PartnerAccess | null) => !!access && access.canSeeMoods && access.canSeeMoodSummaries;

/**
 * Reads the viewer's circle: their partner through resolvePartnerAccess, the partner's own view of the viewer (their
 * grants decide what of the viewer's is in a shared recap), names, zones and the circle's recap day. A partner's mood
 * column needs what the counsellor report's weekly averages need: their mood consent and their mood-summaries grant
 * (and the other's own "see my partner" switch); their goals need the goals grant.
 */
export async function findRecapCircle({
  executor,
  userId,
}: {
  executor: Executor;
  userId: string;
}): Promise<RecapCircle> {
  const access = await resolvePartnerAccess(userId, executor);
  const [viewer, partner, partnerAccess, choices] = await Promise.all([
    findViewerContext(userId, executor),
    access ? findPartnerProfile(access, executor) : Promise.resolve(null),
    access ? resolvePartnerAccess(access.partnerId, executor) : Promise.resolve(null),
    listRecapDayChoices(userId, access, executor),
  ]);
  const joined = (id: string) => choices.find((choice) => choice.userId === id)?.joinedAt ?? new Date(0);
  const members: RecapMember[] = [
    // The fallback both readers use, so a member without a name is named the same way in both copies.
    { userId, timeZone: viewer.timeZone, name: partnerFirstName(viewer.displayName), joinedAt: joined(userId) },
  ];
  // Reciprocal by construction (memberships are written in pairs); checked anyway, failing closed.
  const mutual = partnerAccess?.partnerId === userId ? partnerAccess : null;
  if (access) {
    members.push({
      userId: access.partnerId,
      timeZone: zoneOrUtc(partner?.timezone),
      name: partnerFirstName(partner?.displayName),
      joinedAt: joined(access.partnerId),
    });
  }
  members.sort((a, b) => a.userId.localeCompare(b.userId));
  const visible: RecapVisibility = access
    ? {
        moodsOf: new Set([...(seesMoods(access) ? [access.partnerId] : []), ...(seesMoods(mutual) ? [userId] : [])]),
        goalsOf: new Set([...(access.canSeeGoals ? [access.partnerId] : []), ...(mutual?.canSeeGoals ? [userId] : [])]),
      }
    : { moodsOf: new Set([userId]), goalsOf: new Set([userId]) };
  return {
    viewerId: userId,
    access,
    partnerAccess: mutual,
    members,
    weekday: circleRecapDay(choices),
    visible,
  };
}

/** A stored recap as the circle reads it now: the same words for both members. */
export function recapViewFor(circle: RecapCircle, facts: RecapFacts): RecapView {
  const people = facts.members.map((userId) => ({
    userId,
    name: circle.members.find((member) => member.userId === userId)?.name ?? partnerFirstName(null),
  }));
  return recapView(facts, people, circle.visible);
}
