import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white hover:bg-brand-700",
        outline: "border border-brand-100 bg-white text-ink hover:bg-brand-50",
        ghost: "text-ink hover:bg-brand-50",
        link: "text-brand-700 underline-offset-4 hover:underline",
        destructive: "bg-danger text-white hover:opacity-90",
      },
      size: { md: "h-10 px-4", lg: "h-12 px-6 text-base", sm: "h-8 px-3 text-xs", inline: "h-auto p-0" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * The Button's classes, for a server component that hands a plain <button> to a small client island: the island then
 * ships no variant or class-merging code (the public funnel's first step, issue #20).
 */
export function buttonClass({ className, ...variants }: VariantProps<typeof buttonVariants> & { className?: string }) {
  return cn(buttonVariants(variants), className);
}

export function Button({ className, variant, size, asChild, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
