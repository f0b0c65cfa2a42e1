/**
 * Averages as horizontal bars on the mood axis (−3..3, zero in the middle), each with its figure and count in text:
 * the bars only repeat what the words say.
 */
export function MoodBarList({
  label,
  items,
}: {
  label: string;
  items: readonly { key: string | number; label: string; average: number | null; count: number }[];
}) {
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => {
        const share = item.average === null ? 0 : Math.min(1, Math.abs(item.average) / 3) * 50;
        const left = item.average !== null && item.average < 0 ? 50 - share : 50;
        return (
          <li key={item.key} className="grid grid-cols-[5.5rem_1fr_6.5rem] items-center gap-2 text-sm">
            <span className="font-medium">{item.label}</span>
            <span className="relative h-2.5 rounded-full bg-brand-50" aria-hidden="true">
              <span className="absolute inset-y-0 left-1/2 w-px bg-brand-200" />
              {item.average !== null ? (
                <span
                  className={`absolute inset-y-0 rounded-full ${item.average < 0 ? "bg-rose-400" : "bg-emerald-500"}`}
                  style={{ left: `${left}%`, width: `${share}%` }}
                />
              ) : null}
            </span>
            <span className="text-right text-xs text-muted">
              {item.average === null ? "no moods" : `${item.average > 0 ? "+" : ""}${item.average} · ${item.count}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
