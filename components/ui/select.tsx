"use client";

import { Check, ChevronDown } from "lucide-react";
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
    <Primitive.Trigger
      className={cn(
        "inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-brand-100 bg-white px-3 text-sm",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        "disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted",
        className,
      )}
      {...props}
    >
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
      <Primitive.Content
        position="popper"
        sideOffset={4}
        className={cn(
          "z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-brand-100 bg-white shadow-lg",
          className,
        )}
        {...props}
      >
        <Primitive.Viewport className="p-1">{children}</Primitive.Viewport>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        "relative flex cursor-pointer items-center rounded-md py-2 pr-8 pl-2 text-sm outline-none select-none",
        "data-[highlighted]:bg-brand-50 data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <Primitive.ItemText>{children}</Primitive.ItemText>
      <Primitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-4" />
      </Primitive.ItemIndicator>
    </Primitive.Item>
  );
}
