import { createHash } from "node:crypto";
import { listAuthoredCheckinScores } from "@/lib/data/checkins";
import { listMoodValuesBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { hasOpenMoodRitual, insertRitualPair, listRitualTitles } from "@/lib/data/rituals";
import { notify } from "@/lib/messaging";
import { inTransaction, withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import type { SessionUser } from "@/lib/domain/roles";
import { fromModel, generatedMessage, generatedRitualSchema, ritualPrompt } from "@/lib/domain/rituals/ai";
import { generateRitual, type GeneratedRitual } from "@/lib/domain/rituals/generate";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { mean } from "@/lib/domain/stats";
import { localDayKey, localDayWindow } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";
import { aiModel } from "@/lib/integrations/ai";
import { assertEntitled } from "../billing/assert-entitled";
import { logger } from "@/lib/logger";

const LIBRARY_EXHAUSTED = "You have every ritual we have to offer: complete or delete one to make room for a new one.";

/** The days of moods and check-ins a generated ritual is chosen from. */
const RECENT_DAYS = 7;

/**
 * 'Generate Mood-Aware Ritual' (spec 3 §4, issue #16): one open mood-based ritual at a time; the model when one is
 * connected and AI suggestions are on (told bands, never figures, and never allowed to repeat a title), else the
 * offline generator from the curated library. Saved for the person and, with a partner, a shared copy for them,
 * both under one pair id (decision 037). A failing model falls back to the library, never to an error.
 */
export async function generateRitualFor({
  user,
  now = new Date(),
}: {
  user: SessionUser;
  now?: Date;
}): Promise<{ ritualId: string; message: string; generatedByAi: boolean }> {
  await assertEntitled({ userId: user.id, now });
  const { from, to } = localDayWindow(now, user.timeZone, RECENT_DAYS);
  const facts = await withReader(async (reader) => {
    const [settings, access, titles, blocked, moods, scores] = await Promise.all([
      findUserSettings(user.id, reader),
      resolvePartnerAccess(user.id, reader),
      listRitualTitles(user.id, reader),
      hasOpenMoodRitual(user.id, reader),
      listMoodValuesBetween(user.id, from, to, reader),
      listAuthoredCheckinScores(user.id, from, to, reader),
    ]);
    return { settings, access, titles, blocked, moods, scores };
  });
  if (facts.blocked) throw new AppError("CONFLICT", RITUALS_TEXT.blocked);

  const input = {
    recentMood: facts.moods.length > 0 ? mean(facts.moods.map((m) => m.value)) : null,
    recentConnection: facts.scores.at(-1)?.value ?? null,
    hasPartner: facts.access !== null,
    existingTitles: facts.titles,
  };
  let chosen: GeneratedRitual | null = null;
  let generatedByAi = false;
  const model = aiModel();
  if (model && facts.settings?.aiSuggestions !== false) {
    try {
      const { system, prompt } = ritualPrompt(input);
      chosen = fromModel(
        await model.generate({ system, prompt, schema: generatedRitualSchema, name: "ritual" }),
        facts.titles,
      );
      generatedByAi = chosen !== null;
    } catch (error) {
      logger.warn("ritual.generate_failed", { kind: error instanceof Error ? error.name : "unknown" });
    }
  }
  chosen ??= generateRitual({
    ...input,
    moodBased: facts.settings?.moodBasedRituals ?? true,
    // Same person, same day, same rituals: the same suggestion; anything changing gives another.
    seed: createHash("sha256")
      .update(`${user.id}:${localDayKey(now, user.timeZone)}:${facts.titles.length}`)
      .digest()
      .readUInt32BE(0),
  });
  if (!chosen) throw new AppError("CONFLICT", LIBRARY_EXHAUSTED);

  const ritual = chosen;
  // In a quiet pause the ritual is the person's alone: a new copy on the partner's list would tell (decision 079).
  const partnerId = facts.access && !facts.access.viewerPaused ? facts.access.partnerId : null;
  const { id } = await inTransaction(async (tx) => {
    const pair = await insertRitualPair(
      {
        userId: user.id,
        partnerId,
        ritual: {
          title: ritual.title,
          description: ritual.description,
          type: ritual.type,
          moodBased: ritual.moodBased,
          generatedByAi,
          generatedAt: now,
        },
      },
      tx,
    );
    // The partner's copy is a suggestion to them (Ritual suggestions in their Settings).
    if (partnerId) {
      await notify(tx, "ritual-suggested", partnerId, {
        ritualId: pair.id,
        fromUserId: user.id,
        partnerName: user.displayName,
        title: ritual.title,
        at: now,
      });
    }
    return pair;
  });
  return { ritualId: id, message: generatedMessage(ritual), generatedByAi };
}
