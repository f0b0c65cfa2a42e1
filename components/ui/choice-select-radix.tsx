"use client";

import { useEffect, useRef } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger } from "./select";

export interface ChoiceSelectProps {
  id: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  onValueChange: (value: string) => void;
  /** The trigger's classes (its width). */
  className?: string;
  "aria-describedby"?: string;
}

/** What happened on the stand-in trigger before this code arrived: it had focus, and/or it was asked to open. */
export interface OpenIntent {
  open: boolean;
  focus: boolean;
}

/** ChoiceSelect once Radix's Select is here (choice-select.tsx), taking over the stand-in trigger's focus and press. */
export function RadixChoiceSelect({
  id,
  value,
  options,
  disabled,
  onValueChange,
  className,
  intent,
  "aria-describedby": describedBy,
}: ChoiceSelectProps & { intent: OpenIntent }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const first = useRef(intent);
  useEffect(() => {
    if (first.current.focus && !first.current.open) trigger.current?.focus();
  }, []);
  return (
    <Select value={value} disabled={disabled} onValueChange={onValueChange} defaultOpen={intent.open}>
      <SelectTrigger ref={trigger} id={id} className={className} aria-describedby={describedBy} />
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
