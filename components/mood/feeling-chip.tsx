import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";

/**
 * A toggle chip: a button whose pressed state is announced (aria-pressed) and shown by colour and a tick. The tick sits
 * on the chip's corner rather than beside its word, so choosing a feeling (or a draft restoring one after the page
 * has loaded) never widens the chip and moves every chip after it (issue #32, layout shift).
 */
export function FeelingChip({
  selected,
  className,
  children,
  ...props
}: Omit<ComponentProps<"button">, "type" | "aria-pressed"> & { selected: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={cn(
        "relative inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors disabled:opacity-50",
        selected
          ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700"
          : "border-brand-100 bg-white text-ink hover:bg-brand-50",
        className,
      )}
      {...props}
    >
      {selected ? (
        <span
          aria-hidden
          className="absolute -top-1.5 -right-1 grid size-4 place-items-center rounded-full border border-brand-600 bg-white text-[10px] leading-none text-brand-700"
        >
          ✓
        </span>
      ) : null}
      {children}
    </button>
  );
}
