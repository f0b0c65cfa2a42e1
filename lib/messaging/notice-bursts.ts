import type { NewNotification, OpenBurst } from "@/lib/data/notification-writes";
import { partnerFirstName } from "@/lib/domain/names";
import { listInWords } from "@/lib/domain/notifications";
import { SHARING_KEYS, type SharingKey } from "@/lib/validation/settings";
import { questionActivityNotice, type QuestionActivityParams } from "./question-notices";

/**
 * The notices that merge (issue #33, decision 051): what one person changes in what they share, and the achievements
 * a person earns, within NOTICE_BURST_WINDOW_MS of the first are told as one notice, rewritten as the burst grows
 * (lib/data/notification-writes.ts: writeBurstNotice). Pure: the wording of a burst, from the events so far, which
 * the notice keeps in its metadata.
 */

export const SHARING_NOTIFICATION_TITLE = "Sharing updated";

export interface SharingChange {
  key: SharingKey;
  /** The switch's new value; a change is only told when it differs from the old one. */
  enabled: boolean;
}

/** Spec 1 §1 "no silent changes": the switches the partner changed in one save. */
export interface SharingChangedParams {
  byUserId: string;
  byName: string | null | undefined;
  changes: readonly SharingChange[];
  at: Date;
}

/** Achievements: the recipient earned one. */
export interface AchievementEarnedParams {
  achievementId: string;
  title: string;
  at: Date;
}

/** One switch in a burst: its value before the burst's first change, and now. */
interface SwitchInBurst {
  key: SharingKey;
  from: boolean;
  to: boolean;
}

interface EarnedInBurst {
  id: string;
  title: string;
}

type Notice = Omit<NewNotification, "userId">;

/** What each switch shares, as the sentence names it (the Settings labels, in lower case). */
const SHARED_THING: Record<Exclude<SharingKey, "partnerSharingEnabled">, string> = {
  consentMoodSharing: "moods",
  shareMoodSummaries: "mood summaries",
  shareDetailedEntries: "detailed entries",
  shareGoals: "goals",
  shareAchievements: "achievements",
  shareCheckUps: "their check-up trend",
};

/** Clauses that may hold their own "and": "A, and B"; "A, B, and C". */
function joinClauses(clauses: readonly string[]): string {
  return clauses.length <= 1 ? (clauses[0] ?? "") : `${clauses.slice(0, -1).join(", ")}, and ${clauses.at(-1)}`;
}

/**
 * The sentence for the switches `name` moved in a burst, each compared with where it stood before the burst:
 * "Robin started sharing moods, detailed entries and goals with you.", "Robin started sharing moods and goals with
 * you, and stopped sharing achievements.", "Robin turned off partner sharing." Things are named in the Settings
 * order, whatever order they were flipped in. A switch flipped and flipped back is left out, and a burst that only
 * did that says so: the partner may have seen the notice of the first flip.
 */
export function sharingChangeMessage(name: string, switches: readonly SwitchInBurst[]): string {
  const moved = switches.filter((s) => s.from !== s.to);
  if (moved.length === 0)
    return `${name} changed a sharing setting and changed it back, so you see what you saw before.`;
  const things = (on: boolean) =>
    SHARING_KEYS.flatMap((key) =>
      key !== "partnerSharingEnabled" && moved.some((s) => s.key === key && s.to === on) ? [SHARED_THING[key]] : [],
    );
  const started = things(true);
  const stopped = things(false);
  const master = moved.find((s) => s.key === "partnerSharingEnabled");
  const clauses: string[] = [];
  if (master) clauses.push(`turned ${master.to ? "on" : "off"} partner sharing`);
  // "with you" once, on the first list, where it reads naturally.
  if (started.length > 0) clauses.push(`started sharing ${listInWords(started)} with you`);
  if (stopped.length > 0) {
    clauses.push(`stopped sharing ${listInWords(stopped)}${started.length > 0 ? "" : " with you"}`);
  }
  return `${name} ${joinClauses(clauses)}.`;
}

const switchesOf = (open: OpenBurst | null): SwitchInBurst[] => {
  const stored = open?.metadata.switches;
  return Array.isArray(stored)
    ? (stored as SwitchInBurst[]).filter((s) => (SHARING_KEYS as readonly string[]).includes(s?.key))
    : [];
};

/** The burst's switches after these changes: a switch already in it keeps its value from before the burst. */
function withChanges(switches: readonly SwitchInBurst[], changes: readonly SharingChange[]): SwitchInBurst[] {
  const next = switches.map((s) => ({ ...s }));
  for (const { key, enabled } of changes) {
    const known = next.find((s) => s.key === key);
    if (known) known.to = enabled;
    else next.push({ key, from: !enabled, to: enabled });
  }
  return next;
}

/** The sharing notice: the open burst's switches (none for a new one) with these changes. */
export function sharingNotice(params: SharingChangedParams, open: OpenBurst | null): Notice | null {
  if (params.changes.length === 0) return null;
  const switches = withChanges(switchesOf(open), params.changes);
  return {
    type: "partner_activity",
    title: SHARING_NOTIFICATION_TITLE,
    message: sharingChangeMessage(partnerFirstName(params.byName), switches),
    priority: "medium",
    scheduledFor: params.at,
    actionUrl: "/partner-dashboard",
    metadata: { event: "sharing_changed", changed_by: params.byUserId, switches },
  };
}

const earnedOf = (open: OpenBurst | null): EarnedInBurst[] => {
  const stored = open?.metadata.achievements;
  return Array.isArray(stored) ? (stored as EarnedInBurst[]).filter((a) => typeof a?.title === "string") : [];
};

/** "You earned "First Mood Logged"."; "You earned 3 achievements: First Mood Logged, Week Streak and Deep Diver." */
export function achievementsMessage(titles: readonly string[]): string {
  return titles.length === 1
    ? `You earned "${titles[0]}".`
    : `You earned ${titles.length} achievements: ${listInWords(titles)}.`;
}

/** The achievement notice: the open burst's achievements with this one; null when it is already told there. */
export function achievementNotice(params: AchievementEarnedParams, open: OpenBurst | null): Notice | null {
  const earned = earnedOf(open);
  if (earned.some((a) => a.id === params.achievementId)) return null;
  const all = [...earned, { id: params.achievementId, title: params.title }];
  return {
    type: "achievement",
    title: all.length === 1 ? "Achievement unlocked" : "Achievements unlocked",
    message: achievementsMessage(all.map((a) => a.title)),
    priority: "low",
    scheduledFor: params.at,
    actionUrl: "/achievements",
    metadata: { event: "achievement_earned", achievements: all },
    // The first one's key, as before bursts: a retried award of it writes nothing.
    dedupeKey: open ? null : `achievement:${params.achievementId}`,
  };
}

export interface BurstParams {
  "sharing-changed": SharingChangedParams;
  "achievement-earned": AchievementEarnedParams;
  "question-activity": QuestionActivityParams;
}
export type BurstKind = keyof BurstParams;

/** A merging kind: its burst's name, whose actions it tells of, and its notice from the open burst. */
interface BurstSpec<K extends BurstKind> {
  burst: string;
  actor: (params: BurstParams[K], recipientId: string) => string;
  notice: (params: BurstParams[K], open: OpenBurst | null) => Notice | null;
}

const BURSTS: { [K in BurstKind]: BurstSpec<K> } = {
  "sharing-changed": { burst: "sharing_changed", actor: (p) => p.byUserId, notice: sharingNotice },
  "achievement-earned": {
    burst: "achievement_earned",
    actor: (_, recipientId) => recipientId,
    notice: achievementNotice,
  },
  // The partner's answer, heart and reply on the day's question (issue #37): one notice per burst of theirs.
  "question-activity": { burst: "question_activity", actor: (p) => p.byUserId, notice: questionActivityNotice },
};

export function isBurstKind(kind: string): kind is BurstKind {
  return Object.hasOwn(BURSTS, kind);
}

/** What writeBurstNotice needs for this event: the burst it belongs to, and how its notice grows. */
export function burstFor<K extends BurstKind>(kind: K, recipientId: string, params: BurstParams[K]) {
  const spec = BURSTS[kind] as BurstSpec<K>;
  return {
    key: { userId: recipientId, burst: spec.burst, actorId: spec.actor(params, recipientId), at: params.at },
    build: (open: OpenBurst | null): NewNotification | null => {
      const notice = spec.notice(params, open);
      return notice ? { userId: recipientId, ...notice } : null;
    },
  };
}
