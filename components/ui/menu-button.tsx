"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** Classes of the item (its highlight is `focus:`, the item under the pointer or the arrow keys has focus). */
  className?: string;
}

/**
 * A button that opens a short menu of actions below it, aligned to its end: the WAI-ARIA menu button pattern with
 * Radix DropdownMenu's roles, states and keys (Enter, Space or ↓ open it on the first item, ↑ on the last; ↑/↓,
 * Home/End move; Escape or Tab close it and give focus back to the button; a press outside closes it; choosing an item
 * closes it, gives focus back, then acts). Radix's DropdownMenu with floating-ui's positioning was about 21 kB gzip of
 * /goals' first load for a two-item menu inside a card that has room below (issue #34, decision 066); the menu is
 * placed by CSS instead.
 */
export function MenuButton({
  label,
  children,
  items,
  menuClassName,
}: {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (an icon). */
  children: ReactNode;
  items: MenuItem[];
  menuClassName?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState<false | "menu" | "first" | "last">(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = entries();
    (open === "first" ? all[0] : open === "last" ? all.at(-1) : menu.current)?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: at < 0 ? 0 : Math.min(at + 1, all.length - 1),
      ArrowUp: at < 0 ? all.length - 1 : Math.max(at - 1, 0),
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      all[move[event.key]!]?.focus();
    } else if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="relative">
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="sm"
        id={`${id}-trigger`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? `${id}-menu` : undefined}
        data-state={open ? "open" : "closed"}
        // A press by keyboard (no pointer: detail 0) opens on the first item, by pointer on the menu itself (as Radix).
        onClick={(event) => setOpen(open ? false : event.detail === 0 ? "first" : "menu")}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(event.key === "ArrowDown" ? "first" : "last");
          }
        }}
      >
        {children}
      </Button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-orientation="vertical"
          aria-labelledby={`${id}-trigger`}
          tabIndex={-1}
          data-state="open"
          onKeyDown={onMenuKeyDown}
          className={cn("absolute top-full right-0 z-50 mt-1 outline-none", menuClassName)}
        >
          {items.map((item) => (
            <div
              key={item.label}
              role="menuitem"
              tabIndex={-1}
              className={item.className}
              onPointerMove={(event) => event.currentTarget.focus()}
              onClick={() => {
                close();
                item.onSelect();
              }}
              onKeyDown={(event) => {
                if (event.key !== "Enter" && event.key !== " ") return;
                event.preventDefault();
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
