import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-lg border border-brand-100 bg-white px-3 text-sm placeholder:text-muted aria-invalid:border-danger",
        className,
      )}
      {...props}
    />
  );
}
