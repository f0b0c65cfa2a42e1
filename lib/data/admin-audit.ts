import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "@/db/client";
import { adminAuditEvents, profiles } from "@/db/schema";
import type { AuditDetail, AuditedAction, AuditRow } from "@/lib/domain/admin-audit";

export type { AuditRow };

export interface AuditEntry {
  actorId: string | null;
  action: AuditedAction;
  targetUserId?: string | null;
  detail?: AuditDetail;
}

/**
 * Records an audited action in the caller's transaction, so the entry exists exactly when the action's effect does.
 * A null actor is the command line (npm run user:admin).
 */
export async function recordAuditEvent(entry: AuditEntry, tx: Executor): Promise<void> {
  await tx.insert(adminAuditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    detail: entry.detail ?? {},
  });
}

const actor = alias(profiles, "actor_profile");
const target = alias(profiles, "target_profile");

/** The newest entries, with the display names of whoever acted and was acted on (for /dev-tools, admins only). */
export async function listAuditEvents(limit = 50, executor: Executor = db()): Promise<AuditRow[]> {
  return executor
    .select({
      id: adminAuditEvents.id,
      action: adminAuditEvents.action,
      actorId: adminAuditEvents.actorId,
      actorName: actor.displayName,
      targetUserId: adminAuditEvents.targetUserId,
      targetName: target.displayName,
      detail: adminAuditEvents.detail,
      createdAt: adminAuditEvents.createdAt,
    })
    .from(adminAuditEvents)
    .leftJoin(actor, eq(actor.id, adminAuditEvents.actorId))
    .leftJoin(target, eq(target.id, adminAuditEvents.targetUserId))
    .orderBy(desc(adminAuditEvents.createdAt))
    .limit(limit);
}
