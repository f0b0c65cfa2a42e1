import type { SessionUser } from "@/lib/domain/roles";

/** Placeholder while the Performance tab is built (issue #19). */
export async function loadPerformanceTab(admin: SessionUser): Promise<{ adminId: string }> {
  return { adminId: admin.id };
}
