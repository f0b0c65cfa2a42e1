import type { SessionUser } from "@/lib/domain/roles";

/** Placeholder while the Database tab is built (issue #19). */
export async function loadDatabaseTab(admin: SessionUser): Promise<{ adminId: string }> {
  return { adminId: admin.id };
}
