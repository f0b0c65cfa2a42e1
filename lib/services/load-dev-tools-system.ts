import type { SessionUser } from "@/lib/domain/roles";

/** Placeholder while the System tab is built (issue #19). */
export async function loadSystemTab(admin: SessionUser): Promise<{ adminId: string }> {
  return { adminId: admin.id };
}
