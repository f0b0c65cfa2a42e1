import { AppError } from "@/lib/errors";
import { grantRole, type Role } from "@/lib/data/users";
import { emailSchema } from "@/lib/validation/auth";

export interface GrantUserRoleOptions {
  email: string;
  role: Role;
}

export async function grantUserRole({ email, role }: GrantUserRoleOptions): Promise<void> {
  const normalised = emailSchema.parse(email);
  if (!(await grantRole(normalised, role))) throw new AppError("NOT_FOUND", `No account uses ${normalised}.`);
}
