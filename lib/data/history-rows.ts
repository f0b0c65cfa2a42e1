import type { biometricData, emotionalCheckins, moods, partnerCheckins } from "@/db/schema";
import type { PartnerCheckinFeeling, PersonalCheckinEmotion } from "@/lib/domain/emotions";
import type { BiometricRecord, MoodRecord } from "@/lib/domain/types";

/**
 * A generated history's records as the rows the write paths would have stored, for the two writers of whole
 * histories: /demo-setup (lib/data/demo-data.ts) and the bench and e2e seed (scripts/bench/couple-seed.ts). One
 * mapping, so the demo and the benchmarks store the same shapes.
 */

export const moodRow = (userId: string, m: MoodRecord): typeof moods.$inferInsert => ({
  userId,
  moodValue: m.value,
  moodKeywords: [...m.keywords],
  emotionMetadata: m.emotionMetadata ? [...m.emotionMetadata] : null,
  contextNotes: m.notes,
  timestamp: m.at,
  createdAt: m.at,
});

export const biometricRow = (
  userId: string,
  b: BiometricRecord,
  dataSource?: string,
): typeof biometricData.$inferInsert => ({
  userId,
  ...(dataSource ? { dataSource } : {}),
  recordedAt: b.at,
  sleepHours: b.sleepHours,
  stressLevel: b.stressLevel,
  createdAt: b.at,
});

export const partnerCheckinRow = (
  userId: string,
  partnerId: string | null,
  c: { score: number; feeling: PartnerCheckinFeeling; note: string | null; at: Date },
  shared: boolean,
): typeof partnerCheckins.$inferInsert => ({
  userId,
  partnerUid: partnerId,
  partnerConnectionScore: c.score,
  partnerEmotionTag: c.feeling,
  partnerGratitudeNote: c.note,
  isSharedWithPartner: shared,
  timestamp: c.at,
  createdAt: c.at,
});

export const personalCheckinRow = (
  userId: string,
  partnerId: string | null,
  c: { score: number; emotion: PersonalCheckinEmotion; note: string | null; at: Date },
): typeof emotionalCheckins.$inferInsert => ({
  userId,
  partnerUid: partnerId,
  moodScore: c.score,
  emotionalState: c.emotion,
  gratitudeNote: c.note,
  createdAt: c.at,
});
