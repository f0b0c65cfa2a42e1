import type { SessionUser } from "@/lib/domain/roles";

/** Placeholder while the Backend tab is built (issue #19). */
export async function loadBackendTab(admin: SessionUser): Promise<{ adminId: string }> {
  return { adminId: admin.id };
}
