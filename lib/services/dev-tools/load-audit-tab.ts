import { listAuditEvents } from "@/lib/data/admin-audit";
import { AUDIT_TAB_LIMIT, auditTabEntry, type AuditTabModel } from "@/lib/domain/dev-tools-audit";
import type { SessionUser } from "@/lib/domain/roles";

/** The Audit trail tab (decision 043, issue #19): the 50 newest entries, newest first, with who acted on whom. */
export async function loadAuditTab({ admin }: { admin: SessionUser }): Promise<AuditTabModel> {
  const rows = await listAuditEvents(AUDIT_TAB_LIMIT);
  return { timeZone: admin.timeZone, entries: rows.map(auditTabEntry) };
}
