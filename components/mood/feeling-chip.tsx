import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";

/** A toggle chip: a button whose pressed state is announced (aria-pressed) and shown by colour and a tick. */
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
        "inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors disabled:opacity-50",
        selected
          ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700"
          : "border-brand-100 bg-white text-ink hover:bg-brand-50",
        className,
      )}
      {...props}
    >
      {selected ? <span aria-hidden>✓</span> : null}
      {children}
    </button>
  );
}
