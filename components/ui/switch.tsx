"use client";

import { Switch as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** An on/off switch (role="switch", aria-checked, Space/Enter to toggle); label it with <label htmlFor> or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root className={cn("peer switch", className)} {...props}>
      <Primitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </Primitive.Root>
  );
}
