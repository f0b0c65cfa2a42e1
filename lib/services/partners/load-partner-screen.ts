import { findSharedCheckinFromPartner, listSharedCheckinsFromPartner } from "@/lib/data/checkins";
import { listPartnerGoalsChangedBetween } from "@/lib/data/goals";
import { listPartnerMoodsBetween } from "@/lib/data/moods";
import { wasPartnerActiveBetween } from "@/lib/data/partner-activity";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { notePartnerViews } from "./note-partner-views";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { listReactionsBetween } from "@/lib/data/partner-reactions";
import { listPartnerCompletionsBetween } from "@/lib/data/rituals";
import { withReader } from "@/lib/data/transaction";
import type { PartnerCheckinFeeling } from "@/lib/domain/emotions";
import { checkinConnectionLabel, moodStatus, type CheckinConnectionLabel, type MoodStatus } from "@/lib/domain/labels";
import { partnerFirstName } from "@/lib/domain/names";
import type { PartnerReactionKind } from "@/lib/domain/partner-reactions";
import { REACTIONS_SHOWN, REACTIONS_WINDOW_MS } from "@/lib/domain/partner-screen";
import { localDayWindow, zoneOrUtc } from "@/lib/domain/time";
import type { PartnerCheckinRecord } from "@/lib/domain/types";
import type { SharingValues } from "@/lib/validation/settings";
import { findSharingValues } from "./find-sharing-values";

export interface PartnerScreenMood {
  at: Date;
  status: MoodStatus;
  /** Feelings by name, and the note: only with the partner's detailed-entries grant, else null. */
  feelings: string[] | null;
  note: string | null;
}

export interface PartnerScreenCheckin {
  id: string;
  at: Date;
  feeling: PartnerCheckinFeeling;
  connection: CheckinConnectionLabel;
  note: string | null;
}

export interface PartnerScreenReaction {
  id: string;
  mine: boolean;
  kind: PartnerReactionKind | null;
  note: string | null;
  at: Date;
}

export interface PartnerScreenToday {
  state: "linked";
  partnerName: string;
  /** What the viewer shares with the partner (the persistent "You share … with Robin" line). */
  mySharing: SharingValues;
  /** Null when the partner's moods are not shared with the viewer (their consent or the viewer's Partner sharing). */
  moods: PartnerScreenMood[] | null;
  /** The partner's shared check-ins today, and the one a notice opened if it is from another day. */
  checkins: PartnerScreenCheckin[];
  focusedCheckinId: string | null;
  rituals: { title: string; at: Date }[];
  /** Null without their goals grant. */
  goals: { id: string; title: string; progress: number; completed: boolean }[] | null;
  reactions: PartnerScreenReaction[];
  /**
   * Whether the partner did anything in Attune today (a mood, a check-in, a ritual), and nothing of what: null unless
   * they are "Visible to your partner" (decision 061).
   */
  activeToday: boolean | null;
}

export type PartnerScreenView = { state: "none" } | PartnerScreenToday;

export interface LoadPartnerScreenOptions {
  userId: string;
  /** A check-in named by the address (a notice's link); shown even when it is not from today. */
  checkinId?: string | null;
  now?: Date;
}

function checkinItem(record: PartnerCheckinRecord): PartnerScreenCheckin {
  return {
    id: record.id,
    at: record.at,
    feeling: record.feeling,
    connection: checkinConnectionLabel(record.score),
    note: record.note,
  };
}

/**
 * The partner screen (issue #33): what the partner shared today under their grants, newest first, and the
 * responses between the two. "Today" is the partner's local day (decision 019). Every read takes the PartnerAccess
 * resolved here (read afresh on every call), so a revoked grant hides its section on the next request. Reads run in
 * parallel on the pool (withReader): none of them writes. The one write is the partner's view log, after them.
 */
export async function loadPartnerScreen({
  userId,
  checkinId = null,
  now = new Date(),
}: LoadPartnerScreenOptions): Promise<PartnerScreenView> {
  return withReader(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    if (!access) return { state: "none" };
    const card = await findPartnerProfile(access, tx);
    const today = localDayWindow(now, zoneOrUtc(card?.timezone), 1);
    const window = { from: today.from, to: today.to };
    const [mySharing, moods, checkins, focused, rituals, goals, reactions, activeToday] = await Promise.all([
      findSharingValues({ userId, tx }),
      listPartnerMoodsBetween(access, today.from, today.to, tx),
      listSharedCheckinsFromPartner(access, today.from, today.to, tx),
      checkinId ? findSharedCheckinFromPartner(access, checkinId, tx) : null,
      listPartnerCompletionsBetween(access, window, tx),
      access.canSeeGoals ? listPartnerGoalsChangedBetween(access, window, tx) : null,
      listReactionsBetween(
        access,
        {
          from: new Date(now.getTime() - REACTIONS_WINDOW_MS),
          to: new Date(now.getTime() + 1),
          limit: REACTIONS_SHOWN,
        },
        tx,
      ),
      wasPartnerActiveBetween(access, window, tx),
    ]);
    // Who looked (decision 079): the kinds this screen showed, logged for the partner's own view of it.
    await notePartnerViews({
      access,
      kinds: [
        moods !== null && "moods",
        access.canSeeSharedCheckins && "checkins",
        goals !== null && "goals",
        activeToday !== null && "activity",
      ],
      now,
    });
    const todays = checkins.map(checkinItem).reverse();
    const focusedItem = focused && !todays.some((c) => c.id === focused.id) ? [checkinItem(focused)] : [];
    return {
      state: "linked",
      partnerName: partnerFirstName(card?.displayName),
      mySharing,
      moods:
        moods
          ?.map((mood) => ({
            at: mood.at,
            status: moodStatus(mood.value),
            feelings: access.canSeeDetailedEntries ? feelingNames(mood) : null,
            note: access.canSeeDetailedEntries ? mood.notes : null,
          }))
          .reverse() ?? null,
      checkins: [...focusedItem, ...todays],
      focusedCheckinId: focused?.id ?? null,
      rituals,
      goals,
      reactions,
      activeToday,
    };
  });
}

/** The feelings of a mood as its author chose them: the detailed emotions, else the keywords. */
function feelingNames(mood: {
  keywords: readonly string[];
  emotionMetadata: readonly { emotionName: string }[] | null;
}) {
  const detailed = mood.emotionMetadata?.map((emotion) => emotion.emotionName) ?? [];
  return detailed.length > 0 ? detailed : [...mood.keywords];
}
