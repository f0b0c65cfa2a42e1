import { and, desc, eq, gte, lt } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { moods } from "@/db/schema";
import type { MoodRecord } from "@/lib/domain/types";

/**
 * The suggestion engine's read (spec 2 §7: "mood_value, emotion_metadata, timestamp for 30 days, newest first, limit
 * 50"). Notes and keywords are not read: the result goes to the browser, which needs neither, so no decrypted note
 * leaves the server for this.
 */
export async function listRecentMoodsForSuggestions(
  userId: string,
  { from, to, limit }: { from: Date; to: Date; limit: number },
  executor: Executor = db(),
): Promise<MoodRecord[]> {
  const rows = await executor
    .select({ value: moods.moodValue, emotionMetadata: moods.emotionMetadata, at: moods.timestamp })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.timestamp, from), lt(moods.timestamp, to)))
    .orderBy(desc(moods.timestamp), desc(moods.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, keywords: [], notes: null }));
}
