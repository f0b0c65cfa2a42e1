import { updateAccountProfile as writeAccountProfile } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { AppError } from "@/lib/errors";
import type { AccountUpdate } from "@/lib/validation/settings";
import { settingsMessages } from "@/lib/validation/settings";

export interface UpdateAccountProfileOptions {
  userId: string;
  input: AccountUpdate;
  now?: Date;
}

/**
 * Saves the Account card (spec 3 §2, §5): display name and mobile number of the caller's own profile. The email is
 * read-only and not part of the input, so nothing sent alongside can change it.
 */
export async function updateAccountProfile({
  userId,
  input,
  now = new Date(),
}: UpdateAccountProfileOptions): Promise<{ displayName: string; phone: string | null }> {
  const saved = await inTransaction((tx) =>
    writeAccountProfile(userId, { displayName: input.displayName, phone: input.phone, now }, tx),
  );
  if (!saved) throw new AppError("NOT_FOUND", settingsMessages.profileMissing);
  return { displayName: input.displayName, phone: input.phone };
}
