import { recordAuditEvent } from "@/lib/data/admin-audit";
import { inTransaction } from "@/lib/data/transaction";
import { grantRole, type Role } from "@/lib/data/users";
import { AppError } from "@/lib/errors";
import { emailSchema } from "@/lib/validation/credentials";

export interface GrantUserRoleOptions {
  email: string;
  role: Role;
  /** Who granted it; null from the command line (npm run user:admin), which has no account behind it. */
  actorId?: string | null;
}

/** Grants a role and records it in the audit trail (decision 043), together or not at all. */
export async function grantUserRole({ email, role, actorId = null }: GrantUserRoleOptions): Promise<void> {
  const normalised = emailSchema.parse(email);
  await inTransaction(async (tx) => {
    const userId = await grantRole(normalised, role, tx);
    if (!userId) throw new AppError("NOT_FOUND", `No account uses ${normalised}.`);
    await recordAuditEvent({ actorId, action: "role_granted", targetUserId: userId, detail: { role } }, tx);
  });
}
