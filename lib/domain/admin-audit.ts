import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * The audit trail's vocabulary (decision 043): what an admin (or, for demo data, any person on their own account) did.
 * The trail lists identifiers and outcomes only; these helpers keep personal details out of it.
 */

export const AUDITED_ACTIONS = [
  "role_granted",
  "test_sms_sent",
  "test_email_sent",
  "manual_reminder_triggered",
  "test_notification_created",
  "session_cleared",
  "performance_data_cleared",
  "demo_data_generated",
  "demo_data_removed",
] as const;
export type AuditedAction = (typeof AUDITED_ACTIONS)[number];

/** How /dev-tools names each action in its audit list. */
export const AUDITED_ACTION_LABELS: Record<AuditedAction, string> = {
  role_granted: "Role granted",
  test_sms_sent: "Test SMS sent",
  test_email_sent: "Test email sent",
  manual_reminder_triggered: "Manual reminder triggered",
  test_notification_created: "Test notification created",
  session_cleared: "Sessions cleared",
  performance_data_cleared: "Performance data cleared",
  demo_data_generated: "Demo data generated",
  demo_data_removed: "Demo data removed",
};

export type AuditDetail = Record<string, string | number | boolean | null>;

/** One stored entry with the names of whoever acted and was acted on (lib/data/admin-audit.ts reads them). */
export interface AuditRow {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  targetUserId: string | null;
  targetName: string | null;
  detail: AuditDetail;
  createdAt: Date;
}

/** "+1 ••• ••• 2671": enough to tell two test numbers apart, not enough to text anyone. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed || parsed.nationalNumber.length < 6) return "•••";
  return `+${parsed.countryCallingCode} ••• ••• ${parsed.nationalNumber.slice(-4)}`;
}

/** "a•••@example.com": the domain and first letter of a test address. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${address[0]}•••${address.slice(at)}`;
}
