import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";

/** A box the person ticks to agree or confirm, with its label; an error (when given) is announced with the box. */
export function ConsentCheckbox(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="text-sm">
      <div className="flex items-start gap-3">
        <Checkbox
          id={props.id}
          checked={props.checked}
          onCheckedChange={(value) => props.onChange(value === true)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
        <label htmlFor={props.id}>{props.children}</label>
      </div>
      {props.error ? (
        <p id={errorId} className="mt-1 text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
