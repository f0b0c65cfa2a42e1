"use server";

import { signOut } from "@/lib/auth/next-auth";
import { logger } from "@/lib/logger";
import { deleteAccount } from "@/lib/services/account/delete-account";
import { deleteAccountSchema } from "@/lib/validation/account";
import { action, requireUser } from "./result";

/**
 * Danger Zone → Delete account. The session is checked first (requireUser), then the typed phrase, then the
 * account goes in one transaction. Every session already died with the users row; signOut only clears this
 * browser's cookie, so a failure there must not turn a completed deletion into an error.
 */
export const deleteAccountAction = action
  .use(requireUser)
  .input(deleteAccountSchema)
  .run(async ({ user }) => {
    await deleteAccount({ userId: user.id });
    try {
      await signOut({ redirect: false });
    } catch (error) {
      logger.warn("account.delete_sign_out_failed", {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return undefined;
  });
