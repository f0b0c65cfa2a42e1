import { PASSWORD_RESET_PER_EMAIL, RESET_TOKEN_TTL_MS } from "@/lib/domain/limits";
import { issueAuthToken } from "@/lib/data/auth-tokens";
import { inTransaction } from "@/lib/data/transaction";
import { findAccount, findCredentialsByEmail } from "@/lib/data/users";
import { appLink, queueEmail } from "@/lib/messaging";
import { spendOrRefuse } from "../shared/spend-or-refuse";

export interface RequestPasswordResetOptions {
  email: string;
  now?: Date;
}

/**
 * Always answers the same way ("Reset email sent!" in the UI) whether or not the address has an account; the limit
 * applies to every address alike, so even a rate-limit answer reveals nothing about accounts.
 */
export async function requestPasswordReset({ email, now = new Date() }: RequestPasswordResetOptions): Promise<void> {
  await spendOrRefuse(PASSWORD_RESET_PER_EMAIL, email);
  const account = await findCredentialsByEmail(email);
  if (!account) return;
  const displayName = (await findAccount(account.id))?.displayName ?? email;
  await inTransaction(async (tx) => {
    const token = await issueAuthToken(
      {
        userId: account.id,
        purpose: "password_reset",
        ttlMs: RESET_TOKEN_TTL_MS,
        now,
      },
      tx,
    );
    await queueEmail(
      tx,
      "password-reset",
      { displayName, resetUrl: appLink("/reset-password", { token }) },
      { address: account.email, userId: account.id },
    );
  });
}
