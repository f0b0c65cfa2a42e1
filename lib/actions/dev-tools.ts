"use server";

import { signOut } from "@/lib/auth/next-auth";
import { logger } from "@/lib/logger";
import { clearOwnSessions } from "@/lib/services/account/clear-own-sessions";
import { createTestNotification } from "@/lib/services/notifications/create-test-notification";
import { generateDailySuggestion } from "@/lib/services/recommendations/generate-daily-suggestion";
import { sendTestEmails } from "@/lib/services/dev-tools/send-test-emails";
import { sendTestSms } from "@/lib/services/dev-tools/send-test-sms";
import { triggerManualReminder } from "@/lib/services/notifications/trigger-manual-reminder";
import { testEmailsSchema, testSmsSchema } from "@/lib/validation/dev-tools";
import { noInputSchema } from "@/lib/validation/partner";
import { action, requireAdmin, requireUser } from "./result";

/**
 * /dev-tools' Utilities (issue #19): admins only (each action's steps say so where it is defined), and each acts on
 * the admin alone — their own notices, their own sessions, test messages from their account to the address they
 * typed. Every one is audited by its service.
 */

export const triggerManualReminderAction = action
  .use(requireUser)
  .use(requireAdmin)
  .failures("devTools.triggerReminder")
  .input(noInputSchema)
  .run(({ user }) => triggerManualReminder({ adminId: user.id }));

export const createTestNotificationAction = action
  .use(requireUser)
  .use(requireAdmin)
  .failures("devTools.createTestNotification")
  .input(noInputSchema)
  .run(({ user }) => createTestNotification({ adminId: user.id }));

/** generate-daily-suggestion (spec 3 §7): the admin's own daily suggestion, generated now and returned. */
export const generateDailySuggestionAction = action
  .use(requireUser)
  .use(requireAdmin)
  .input(noInputSchema)
  .run(({ user }) => generateDailySuggestion({ adminId: user.id }));

export const sendTestSmsAction = action
  .use(requireUser)
  .use(requireAdmin)
  .failures("devTools.sendTestSms")
  .input(testSmsSchema)
  .run(({ user, input }) => sendTestSms({ adminId: user.id, adminName: user.displayName, input }));

export const sendTestEmailsAction = action
  .use(requireUser)
  .use(requireAdmin)
  .failures("devTools.sendTestEmails")
  .input(testEmailsSchema)
  .run(({ user, input }) => sendTestEmails({ adminId: user.id, adminName: user.displayName, input }));

/**
 * Emergency Session Clear: every session of the admin's ends (the service), then this browser's cookie goes too.
 * The revocation already happened, so a failure clearing the cookie must not turn it into an error.
 */
export const clearOwnSessionsAction = action
  .use(requireUser)
  .use(requireAdmin)
  .input(noInputSchema)
  .run(async ({ user }) => {
    await clearOwnSessions({ userId: user.id });
    try {
      await signOut({ redirect: false });
    } catch (error) {
      logger.warn("dev_tools.session_clear_sign_out_failed", {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return undefined;
  });
