import { markFirstWeekGuideDismissed } from "@/lib/data/user-settings";

export interface DismissFirstWeekGuideOptions {
  userId: string;
  now?: Date;
}

/**
 * The first-week guide's Dismiss (issue #32): stored on the person's own user_settings row, so the guide stays gone on
 * every device. Dismissing twice is not an error and keeps the first time.
 */
export async function dismissFirstWeekGuide({ userId, now = new Date() }: DismissFirstWeekGuideOptions): Promise<void> {
  await markFirstWeekGuideDismissed(userId, now);
}
