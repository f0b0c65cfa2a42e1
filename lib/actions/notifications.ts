"use server";

import { updateNotifications } from "@/lib/services/notifications/update-notifications";
import { notificationUpdateSchema } from "@/lib/validation/notifications";
import { action, requireUser } from "./result";

/** Mark read, mark all read, delete: the session user's own notices only. */
export const updateNotificationsAction = action
  .use(requireUser)
  .input(notificationUpdateSchema)
  .run(({ input, user }) => updateNotifications({ userId: user.id, input }));
