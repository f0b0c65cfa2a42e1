import { AppError } from "@/lib/errors";
import { findOwnMoodValue, saveMoodReflection } from "@/lib/data/moods";
import { findUserSettings } from "@/lib/data/user-settings";
import { MOOD_REFLECTION_TEXT, reflectionPromptFor } from "@/lib/domain/mood-reflection";
import type { MoodReflectionInput } from "@/lib/validation/entries";
import { USER_SETTINGS_DEFAULTS } from "@/lib/validation/settings-values";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";

const MOOD_NOT_FOUND_MESSAGE = "Mood not found";

/**
 * The answer to the reflection prompt offered after a mood (decision 061), kept with that mood. Only while the
 * person's Mood reflection switch is on, and only on their own mood. The question is the one the mood was offered
 * (derived again from the stored mood, never taken from the client). The words are screened as a mood note is
 * (decision 035): on a crisis match the person alone is shown the help lines for their country; nobody else is told.
 */
export async function reflectOnMood({
  userId,
  timeZone,
  input,
}: {
  userId: string;
  timeZone: string;
  input: MoodReflectionInput;
}): Promise<{ support: CrisisSupport | null }> {
  const settings = await findUserSettings(userId);
  if (!(settings?.moodReflection ?? USER_SETTINGS_DEFAULTS.moodReflection)) {
    throw new AppError("CONFLICT", MOOD_REFLECTION_TEXT.off);
  }
  const value = await findOwnMoodValue(userId, input.moodId);
  if (value === null) throw new AppError("NOT_FOUND", MOOD_NOT_FOUND_MESSAGE);
  const prompt = reflectionPromptFor(value, input.moodId);
  // Screened before the write, never after it: a failed read after the commit would answer an error for a saved
  // entry (the outage test holds rows to the successes answered). The author alone gets the lines (decision 080).
  const { support } = await screenForAuthor({ userId, timeZone, texts: [input.reflection] });
  const saved = await saveMoodReflection(userId, input.moodId, { promptId: prompt.id, text: input.reflection });
  if (!saved) throw new AppError("NOT_FOUND", MOOD_NOT_FOUND_MESSAGE);
  return { support };
}
