import type { SessionUser } from "@/lib/domain/roles";

/** Placeholder while the Audit tab is built (issue #19). */
export async function loadAuditTab(admin: SessionUser): Promise<{ adminId: string }> {
  return { adminId: admin.id };
}
