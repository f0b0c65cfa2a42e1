import { inTransaction } from "@/lib/data/transaction";
import { bumpSessionVersion } from "@/lib/data/users";

export interface EndUserSessionsOptions {
  userId: string;
}

/** Sign-out ends every session of the user, on every device: their tokens carry the old session version. */
export async function endUserSessions({ userId }: EndUserSessionsOptions): Promise<void> {
  await inTransaction((tx) => bumpSessionVersion(userId, tx));
}
