"use client";

import { Dialog as Primitive } from "radix-ui";
import type { ReactNode } from "react";

export const Dialog = Primitive.Root;
export const DialogClose = Primitive.Close;

export function DialogContent({
  title,
  description,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Where focus goes on close, for a dialog opened without a DialogTrigger (Radix returns it to the trigger). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 bg-black/40" />
      <Primitive.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed top-1/2 left-1/2 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
      >
        <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
        {description ? (
          <Primitive.Description className="mt-1 text-sm text-muted">{description}</Primitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
