import { and, asc, eq, or, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { partnerSpecialDates } from "@/db/schema";
import type { SpecialDateType } from "@/lib/domain/special-dates";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";

/**
 * partner_special_dates (spec 3 §6, §7). Reads: the owner's own dates, plus the CURRENT partner's dates that are
 * shared and were made while linked to the viewer (partner_id = viewer) — the partner half only through a
 * PartnerAccess, so an ex-partner or a stranger sees nothing. Writes are keyed on (id, user_id = owner): anyone
 * else's id matches no row.
 */

export interface SpecialDateRow {
  id: string;
  userId: string;
  partnerId: string | null;
  dateType: SpecialDateType;
  title: string;
  dateValue: string;
  recurringAnnually: boolean;
  reminderDaysBefore: number;
  notes: string | null;
  sharedWithPartner: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: partnerSpecialDates.id,
  userId: partnerSpecialDates.userId,
  partnerId: partnerSpecialDates.partnerId,
  dateType: partnerSpecialDates.dateType,
  title: partnerSpecialDates.title,
  dateValue: partnerSpecialDates.dateValue,
  recurringAnnually: partnerSpecialDates.recurringAnnually,
  reminderDaysBefore: partnerSpecialDates.reminderDaysBefore,
  notes: partnerSpecialDates.notes,
  sharedWithPartner: partnerSpecialDates.sharedWithPartner,
  createdAt: partnerSpecialDates.createdAt,
  updatedAt: partnerSpecialDates.updatedAt,
};

/** The viewer's dates and, with an accepted partner, the partner's dates shared with the viewer; by date_value. */
export async function listVisibleSpecialDates(
  viewerId: string,
  access: PartnerAccess | null,
  executor: Executor = db(),
): Promise<SpecialDateRow[]> {
  const own = eq(partnerSpecialDates.userId, viewerId);
  const visible = access
    ? or(
        own,
        and(
          eq(partnerSpecialDates.userId, access.partnerId),
          eq(partnerSpecialDates.partnerId, access.viewerId),
          eq(partnerSpecialDates.sharedWithPartner, true),
          outsidePartnerPauses(access, partnerSpecialDates.createdAt),
        ),
      )
    : own;
  return executor
    .select(columns)
    .from(partnerSpecialDates)
    .where(visible)
    .orderBy(asc(partnerSpecialDates.dateValue), asc(partnerSpecialDates.createdAt), asc(partnerSpecialDates.id));
}

export interface SpecialDateFields {
  title: string;
  dateValue: string;
  recurringAnnually: boolean;
  reminderDaysBefore: number;
  notes: string | null;
  sharedWithPartner: boolean;
}

export interface NewSpecialDate extends SpecialDateFields {
  userId: string;
  partnerId: string | null;
  dateType: SpecialDateType;
  now: Date;
}

export async function insertSpecialDate(date: NewSpecialDate, executor: Executor): Promise<SpecialDateRow> {
  const [row] = await executor
    .insert(partnerSpecialDates)
    .values({
      userId: date.userId,
      partnerId: date.partnerId,
      dateType: date.dateType,
      title: date.title,
      dateValue: date.dateValue,
      recurringAnnually: date.recurringAnnually,
      reminderDaysBefore: date.reminderDaysBefore,
      notes: date.notes,
      sharedWithPartner: date.sharedWithPartner,
      createdAt: date.now,
      updatedAt: date.now,
    })
    .returning(columns);
  return row!;
}

/**
 * Updates the owner's date (never its type, owner or partner); null when no such date belongs to `userId`. The row
 * stays locked until the transaction ends, so concurrent edits of one date reschedule one after the other.
 */
export async function updateOwnSpecialDate(
  change: { id: string; userId: string; fields: SpecialDateFields; now: Date },
  executor: Executor,
): Promise<SpecialDateRow | null> {
  const { fields } = change;
  const [row] = await executor
    .update(partnerSpecialDates)
    .set({
      title: fields.title,
      dateValue: fields.dateValue,
      recurringAnnually: fields.recurringAnnually,
      reminderDaysBefore: fields.reminderDaysBefore,
      notes: fields.notes,
      sharedWithPartner: fields.sharedWithPartner,
      // Strictly later than before: the revision in the reminders' dedupe keys must change with every edit.
      updatedAt: sql`greatest(${change.now.toISOString()}::timestamptz, ${partnerSpecialDates.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(partnerSpecialDates.id, change.id), eq(partnerSpecialDates.userId, change.userId)))
    .returning(columns);
  return row ?? null;
}

/** Deletes the owner's date; false when no such date belongs to `userId`. */
export async function deleteOwnSpecialDate(id: string, userId: string, executor: Executor): Promise<boolean> {
  const removed = await executor
    .delete(partnerSpecialDates)
    .where(and(eq(partnerSpecialDates.id, id), eq(partnerSpecialDates.userId, userId)))
    .returning({ id: partnerSpecialDates.id });
  return removed.length > 0;
}

/** One date by id, for the delivery sweep scheduling a recurring date's next year (no viewer: a worker asks). */
export async function findSpecialDateById(id: string, executor: Executor): Promise<SpecialDateRow | null> {
  const [row] = await executor.select(columns).from(partnerSpecialDates).where(eq(partnerSpecialDates.id, id)).limit(1);
  return row ?? null;
}
