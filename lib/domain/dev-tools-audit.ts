import {
  AUDITED_ACTION_LABELS,
  AUDITED_ACTIONS,
  type AuditDetail,
  type AuditedAction,
  type AuditRow,
} from "./admin-audit";

/**
 * The Audit trail tab of /dev-tools (decision 043, issue #19): who did what, when and to whom, with the entry's
 * identifiers and outcomes. The trail holds no notes, messages or chats, and this view adds none.
 */

/** The newest entries the tab lists. */
export const AUDIT_TAB_LIMIT = 50;

export interface AuditTabEntry {
  id: string;
  /** ISO instant. */
  at: string;
  action: string;
  /** AUDITED_ACTION_LABELS' words, or the stored action itself if it is not (or no longer) one of ours. */
  label: string;
  actor: string;
  target: string | null;
  /** The detail's keys and values as text, in a stable order. */
  detail: [string, string][];
}

export interface AuditTabModel {
  /** The admin's zone, in which the tab shows each entry's time. */
  timeZone: string;
  entries: AuditTabEntry[];
}

/** A null actor is the command line (npm run user:admin) or an account deleted since; a missing name, no profile. */
export const NO_ACTOR = "Command line or a deleted account";
export const UNNAMED_ACCOUNT = "Account without a name";

const isAuditedAction = (action: string): action is AuditedAction =>
  (AUDITED_ACTIONS as readonly string[]).includes(action);

function detailText(value: AuditDetail[string] | undefined): string {
  return value === null || value === undefined ? "—" : String(value);
}

export function auditTabEntry(row: AuditRow): AuditTabEntry {
  const name = (value: string | null) => value?.trim() || UNNAMED_ACCOUNT;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    label: isAuditedAction(row.action) ? AUDITED_ACTION_LABELS[row.action] : row.action,
    actor: row.actorId ? name(row.actorName) : NO_ACTOR,
    target: row.targetUserId ? name(row.targetName) : null,
    detail: Object.keys(row.detail)
      .sort()
      .map((key) => [key, detailText(row.detail[key])]),
  };
}
