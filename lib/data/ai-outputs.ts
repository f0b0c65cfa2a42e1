import { and, eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { aiOutputs } from "@/db/schema";

/** What the model wrote for a person, cached per local day (issue #15); read and written by its owner only. */

export type AiOutputKind = (typeof aiOutputs.kind.enumValues)[number];

export async function findAiOutput(
  userId: string,
  kind: AiOutputKind,
  day: string,
  executor: Executor = db(),
): Promise<string | null> {
  const [row] = await executor
    .select({ content: aiOutputs.content })
    .from(aiOutputs)
    .where(and(eq(aiOutputs.userId, userId), eq(aiOutputs.kind, kind), eq(aiOutputs.day, day)));
  return row?.content ?? null;
}

/** Today's output, replacing any earlier one of the same day (a Refresh). */
export async function saveAiOutput(
  userId: string,
  kind: AiOutputKind,
  day: string,
  content: string,
  executor: Executor = db(),
): Promise<void> {
  await executor
    .insert(aiOutputs)
    .values({ userId, kind, day, content })
    .onConflictDoUpdate({
      target: [aiOutputs.userId, aiOutputs.kind, aiOutputs.day],
      set: { content, createdAt: new Date() },
    });
}
