import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  daysUntilLabel,
  formatLongDate,
  SPECIAL_DATE_TYPE_LABELS,
  type SpecialDateView,
} from "@/lib/domain/special-dates";

/** One row: title, type, date, how far away, the marks, and Edit/Delete for the owner only (spec 3 §6). */
export function SpecialDateItem({
  date,
  partnerName,
  onEdit,
  onDelete,
}: {
  date: SpecialDateView;
  partnerName: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const nextDiffers = date.nextOccurrence !== date.dateValue;
  return (
    <li
      className={cn(
        "rounded-xl border p-4",
        date.isUpcoming ? "border-brand-500 bg-brand-50" : "border-brand-100 bg-white",
      )}
      data-upcoming={date.isUpcoming || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words">{date.title}</h3>
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700">
              {SPECIAL_DATE_TYPE_LABELS[date.dateType]}
            </span>
            {date.isUpcoming ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Upcoming</span>
            ) : null}
          </div>
          <p className="text-sm">
            {formatLongDate(date.dateValue)}
            <span className="text-muted">
              {" · "}
              {nextDiffers ? `next on ${formatLongDate(date.nextOccurrence)}, ` : ""}
              {daysUntilLabel(date.daysUntil)}
            </span>
          </p>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted">
            {date.recurringAnnually ? <span>Repeats every year</span> : <span>One-time</span>}
            {date.isOwner ? (
              <span>{date.sharedWithPartner ? `Shared with ${partnerName}` : "Private"}</span>
            ) : (
              <span>Shared by {partnerName}</span>
            )}
            {date.isOwner ? (
              <span>
                Reminder {date.reminderDaysBefore} {date.reminderDaysBefore === 1 ? "day" : "days"} before
              </span>
            ) : null}
          </p>
          {date.notes ? <p className="text-sm whitespace-pre-line text-muted">{date.notes}</p> : null}
        </div>
        {date.isOwner ? (
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${date.title}`}>
              Edit
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${date.title}`}>
              Delete
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
