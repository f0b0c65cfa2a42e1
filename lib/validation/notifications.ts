import { z } from "zod";

/** The notification centre's changes (issue #17): ids of the person's own notices, never anything else. */
const id = z.uuid({ error: "Notification not found" });

export const notificationUpdateSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("read"), id }),
    z.object({ action: z.literal("delete"), id }),
    z.object({ action: z.literal("read-all") }),
  ],
  { error: "Unknown change" },
);

export type NotificationUpdateInput = z.output<typeof notificationUpdateSchema>;
