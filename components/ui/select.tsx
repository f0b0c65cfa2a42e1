"use client";

import { Check } from "@/components/ui/icons/check";
import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { Select as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A single-choice list (listbox semantics, typeahead and arrow keys from Radix). Compose:
 * <Select value onValueChange><SelectTrigger id aria-label? /><SelectContent><SelectItem value>…</SelectItem>…
 */
export const Select = Primitive.Root;

export function SelectTrigger({
  className,
  placeholder,
  ...props
}: ComponentProps<typeof Primitive.Trigger> & { placeholder?: string }) {
  return (
    <Primitive.Trigger className={cn("select-trigger", className)} {...props}>
      <Primitive.Value placeholder={placeholder} />
      <Primitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
      </Primitive.Icon>
    </Primitive.Trigger>
  );
}

export function SelectContent({ className, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content position="popper" sideOffset={4} className={cn("select-content", className)} {...props}>
        <Primitive.Viewport className="p-1">{children}</Primitive.Viewport>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item className={cn("select-item", className)} {...props}>
      <Primitive.ItemText>{children}</Primitive.ItemText>
      <Primitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-4" />
      </Primitive.ItemIndicator>
    </Primitive.Item>
  );
}
