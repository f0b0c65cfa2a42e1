/**
 * The partner's achievements as the viewer reads them (issue #32): in the third person, by the partner's first name
 * ("Robin reached a 7-day mood streak."), never the stored second-person description ("You logged your mood 7 days in
 * a row."), which speaks to the person who earned it. A stored row carries no catalogue key, so it is matched by its
 * title (unique in the catalogue, rules.ts); a row from a retired or renamed rule gets a sentence built from its title.
 */
import {
  CONNECTION_CHAMPION_DAYS,
  MOOD_CONSISTENCY_DAYS,
  MOOD_DAYS_SPECIAL,
  MOOD_STREAK_DAYS,
  PERSONAL_CHECKINS_GOAL,
  RITUAL_MASTER_STREAK,
  ACHIEVEMENT_DEFINITIONS,
} from "./rules";

/** By catalogue key: the sentence about the partner who earned it, from the viewer's side ("you" is the viewer). */
export const PARTNER_ACHIEVEMENT_SENTENCES: Readonly<Record<string, (name: string) => string>> = {
  first_mood: (name) => `${name} logged their first mood.`,
  mood_streak_7: (name) => `${name} reached a ${MOOD_STREAK_DAYS}-day mood streak.`,
  mood_consistency_30: (name) => `${name} logged their mood every day for ${MOOD_CONSISTENCY_DAYS} days.`,
  mood_days_100: (name) => `${name} has logged their mood on ${MOOD_DAYS_SPECIAL} different days.`,
  first_reflection: (name) => `${name} added their thoughts to a mood log for the first time.`,
  first_personal_checkin: (name) => `${name} completed their first personal emotional check-in.`,
  personal_checkins_10: (name) => `${name} completed ${PERSONAL_CHECKINS_GOAL} personal emotional check-ins.`,
  first_partner_checkin: (name) => `${name} shared how connected they feel with you for the first time.`,
  connection_champion: (name) => `${name} kept a ${CONNECTION_CHAMPION_DAYS}-day check-in streak with you.`,
  first_ritual: (name) => `${name} completed their first relationship ritual.`,
  ritual_master: (name) => `${name} kept a ritual going for a ${RITUAL_MASTER_STREAK}-day streak.`,
  first_shared_goal: (name) => `You and ${name} completed your first shared goal together.`,
  first_partner_link: (name) => `${name} connected with you on Attune. Your journey together starts here.`,
};

const keyByTitle = new Map(ACHIEVEMENT_DEFINITIONS.map((d) => [d.title, d.key]));

/** The third-person sentence for one of the partner's achievements, `name` being their first name. */
export function partnerAchievementSentence(title: string, name: string): string {
  const key = keyByTitle.get(title);
  const sentence = key === undefined ? undefined : PARTNER_ACHIEVEMENT_SENTENCES[key];
  return sentence ? sentence(name) : `${name} earned “${title}”.`;
}

/** The partner's rows with their description told in the third person; everything else is kept as stored. */
export function partnerAchievementViews<T extends { title: string; description: string }>(
  achievements: readonly T[],
  name: string,
): T[] {
  return achievements.map((a) => ({ ...a, description: partnerAchievementSentence(a.title, name) }));
}
