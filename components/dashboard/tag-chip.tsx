import type { TagTone } from "@/lib/domain/emotions";
import { cn } from "@/components/ui/cn";

/** Tone colours: green for positive feelings, rose for difficult ones, grey for the rest (spec 2 §4.7). */
const TONE_CLASSES: Record<TagTone, string> = {
  positive: "border-emerald-200 bg-emerald-50 text-emerald-800",
  negative: "border-rose-200 bg-rose-50 text-rose-800",
  neutral: "border-slate-200 bg-slate-50 text-slate-700",
};

export function TagChip({
  tag,
  tone,
  count,
  dashed = false,
}: {
  tag: string;
  tone: TagTone;
  count?: number;
  /** Suggestions are drawn dashed: feelings to notice, not ones already logged. */
  dashed?: boolean;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium",
        TONE_CLASSES[tone],
        dashed && "border-dashed",
      )}
    >
      {tag}
      {count !== undefined ? (
        <span className="rounded-full bg-white/80 px-1.5 text-xs font-semibold tabular-nums">
          <span className="sr-only">, used </span>
          {count}
          <span className="sr-only">{count === 1 ? " time" : " times"}</span>
        </span>
      ) : null}
    </span>
  );
}
