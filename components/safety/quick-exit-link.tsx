"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { ESCAPE_WINDOW_MS, escapePresses, leaveFor, PRESS_AGAIN_TEXT } from "./quick-exit-keys";

/**
 * Quick exit's one island (issue #38, decision 075): the link itself, which leaves through location.replace on a
 * click, and the Escape-twice shortcut on the whole page. Its words and looks come from the server (quick-exit.tsx).
 * Before hydration the link still works as a link (a plain navigation, rel=noreferrer).
 */
export function QuickExitLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const link = useRef<HTMLAnchorElement>(null);
  const status = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const presses = escapePresses();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the first press: the button shows it is armed, and a screen reader hears what one more press does.
    const armed = (on: boolean) => {
      clearTimeout(timer);
      link.current?.toggleAttribute("data-armed", on);
      if (status.current) status.current.textContent = on ? PRESS_AGAIN_TEXT : "";
      if (on) timer = setTimeout(() => armed(false), ESCAPE_WINDOW_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const outcome = presses.press(event);
      if (outcome === "exit") leaveFor(href);
      else if (outcome !== "none") armed(outcome === "armed");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      clearTimeout(timer);
    };
  }, [href]);

  return (
    <>
      <a
        ref={link}
        href={href}
        rel="noreferrer"
        data-quick-exit-link=""
        className={className}
        onClick={(event) => {
          // Every click leaves in this tab: a modified click must not open the other site beside the app.
          event.preventDefault();
          leaveFor(href);
        }}
      >
        {children}
      </a>
      <span ref={status} role="status" className="sr-only" />
    </>
  );
}
