import type { ComponentProps, ReactNode } from "react";
import { Field } from "./field";
import { Input } from "./input";

/** A labelled input with its error wired for assistive technology (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  onValueChange,
  ...input
}: Omit<ComponentProps<"input">, "id" | "onChange"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
    </Field>
  );
}
