import type { SessionUser } from "@/lib/domain/roles";

/** Placeholder while the Utilities tab is built (issue #19). */
export async function loadUtilitiesTab(admin: SessionUser): Promise<{ adminId: string }> {
  return { adminId: admin.id };
}
