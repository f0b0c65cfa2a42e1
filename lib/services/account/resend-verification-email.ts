import { VERIFICATION_PER_EMAIL } from "@/lib/domain/limits";
import { inTransaction } from "@/lib/data/transaction";
import { findAccount, findCredentialsByEmail } from "@/lib/data/users";
import { queueVerificationEmail } from "./queue-verification-email";
import { spendOrRefuse } from "../shared/spend-or-refuse";

export interface ResendVerificationEmailOptions {
  email: string;
  now?: Date;
}

/** "Resend" on the Check Your Email step. Same answer for every address, so it cannot probe for accounts. */
export async function resendVerificationEmail({ email, now = new Date() }: ResendVerificationEmailOptions) {
  await spendOrRefuse(VERIFICATION_PER_EMAIL, email);
  const account = await findCredentialsByEmail(email);
  if (!account || account.emailVerifiedAt) return;
  const displayName = (await findAccount(account.id))?.displayName ?? email;
  await inTransaction((tx) => queueVerificationEmail({ tx, userId: account.id, email, displayName, now }));
}
