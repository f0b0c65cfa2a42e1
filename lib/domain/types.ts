/**
 * The plain records the engines read. lib/data maps database rows onto these (decrypting notes on the way), so the
 * engines never see a row shape, a key or a column name. Engines must not rely on the order of any list they are
 * given: where order matters they sort a copy.
 */
import type { PartnerCheckinFeeling, PersonalCheckinEmotion } from "./emotions";

/**
 * A file a service produces for download, as text pulled piece by piece: the route handler streams `chunks` as the
 * client reads (lib/http/download.ts), so a service never deals in HTTP bodies.
 */
export interface TextDownload {
  filename: string;
  contentType: string;
  chunks: AsyncGenerator<string>;
}

/** "Now" and the user's IANA zone: every engine that buckets by day takes both, never the system clock. */
export interface Clock {
  now: Date;
  timeZone: string;
}

/** One detailed-picker selection stored with a mood (spec 2 §3 emotion_metadata). */
export interface EmotionSelection {
  emotionId: string;
  emotionName: string;
  categoryId: string;
  categoryName: string;
  mappedKeyword: string;
  intensity: number;
}

export interface MoodRecord {
  /** −3..3. */
  value: number;
  keywords: readonly string[];
  notes: string | null;
  emotionMetadata: readonly EmotionSelection[] | null;
  at: Date;
}

/** Manual health figures (spec 2 §3); either may be missing on a given record. */
export interface BiometricRecord {
  sleepHours: number | null;
  /** 1..10. */
  stressLevel: number | null;
  at: Date;
}

/**
 * A partner check-in: `authorId` wrote it about `subjectId` (their partner at the time, null once unlinked). The
 * score is the connection the author felt, −3..3.
 */
export interface PartnerCheckinRecord {
  id: string;
  authorId: string;
  subjectId: string | null;
  score: number;
  feeling: PartnerCheckinFeeling;
  note: string | null;
  shared: boolean;
  at: Date;
}

/** A personal check-in: outside the Relationship Health Score (spec 2 §2.2). */
export interface PersonalCheckinRecord {
  score: number;
  emotion: PersonalCheckinEmotion;
  note: string | null;
  at: Date;
}

export type RitualKind = "self-care" | "intimacy" | "repair" | "connection" | "other";

/**
 * A ritual with its completion log. `completions` are the instants it was completed (newest last or in any order);
 * `lastCompletedAt` is the stored column, kept for rules that only need the latest completion.
 */
export interface RitualRecord {
  id: string;
  title: string;
  type: RitualKind;
  createdAt: Date;
  deletedAt: Date | null;
  streakCount: number;
  lastCompletedAt: Date | null;
  completions: readonly Date[];
  /** Who created it and how (rituals/origin.ts), for Show ritual origins; absent where nothing shows it. */
  origin?: { createdForPartnerId: string | null; generatedByAi: boolean; generatedAt: Date | null };
}

export interface GoalRecord {
  id: string;
  createdAt: Date;
  completedAt: Date | null;
  /** 0..100. */
  progress: number;
}
