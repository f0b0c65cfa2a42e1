"use client";

import { Checkbox as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Checkbox({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root className={cn("checkbox", className)} {...props}>
      <Primitive.Indicator className="text-xs leading-none text-white">✓</Primitive.Indicator>
    </Primitive.Root>
  );
}
