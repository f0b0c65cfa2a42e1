"use client";

import { Checkbox as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Checkbox({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "flex size-5 shrink-0 items-center justify-center rounded border border-brand-500 bg-white data-[state=checked]:bg-brand-600",
        className,
      )}
      {...props}
    >
      <Primitive.Indicator className="text-xs leading-none text-white">✓</Primitive.Indicator>
    </Primitive.Root>
  );
}
