import { generateRitualAction } from "@/lib/actions/rituals";
import { actAs } from "./request-context";

/** A ritual generated through the action as `userId` (offline, from the library); its id, or the test fails. */
export async function generateRitualAs(userId: string): Promise<string> {
  await actAs(userId);
  const result = await generateRitualAction();
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.ritualId;
}
