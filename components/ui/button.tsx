import type { ComponentProps } from "react";
import { cn } from "./cn";
import { Slot } from "./slot";

// The looks are CSS classes of the components layer (app/globals.css), so a caller's utilities override them without
// class-merging code in the browser (decision 060).
export type ButtonVariant = "primary" | "outline" | "ghost" | "link" | "destructive";
export type ButtonSize = "md" | "lg" | "sm" | "inline";

interface ButtonLook {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
}

export type ButtonProps = ComponentProps<"button"> & ButtonLook & { asChild?: boolean };

/** The Button's classes, for a link or a server component that hands a plain <button> to a small client island. */
export function buttonClass({ className, variant, size }: ButtonLook & { className?: string }) {
  return cn("btn", `btn-${variant ?? "primary"}`, `btn-${size ?? "md"}`, className);
}

export function Button({ className, variant, size, asChild, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={buttonClass({ variant, size, className })} {...props} />;
}
