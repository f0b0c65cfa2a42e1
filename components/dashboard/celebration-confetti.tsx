"use client";

import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "@/components/ui/use-prefers-reduced-motion";
import { ACHIEVEMENT_CONFETTI_MS } from "./timings";

export interface ConfettiPiece {
  /** Start position across the layer, in percent. */
  left: number;
  /** Sideways drift while falling, in px. */
  drift: number;
  /** Turns while falling, in degrees. */
  spin: number;
  delayMs: number;
  durationMs: number;
  size: number;
  color: string;
}

const COLORS = ["#ec4899", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#f43f5e"];
const PIECE_COUNT = 36;

/**
 * The pieces, spread by fixed strides rather than Math.random: the layout is the same on every open and in tests, and
 * the strides are coprime with the counts so neighbours do not line up. Every piece lands within `totalMs`.
 */
export function confettiPieces(totalMs: number = ACHIEVEMENT_CONFETTI_MS): ConfettiPiece[] {
  return Array.from({ length: PIECE_COUNT }, (_, i) => {
    const delayMs = Math.round(((i * 7) % 10) * totalMs * 0.04);
    return {
      left: (i * 37) % 100,
      drift: ((i * 53) % 81) - 40,
      spin: 180 + ((i * 97) % 360),
      delayMs,
      durationMs: totalMs - delayMs - ((i * 11) % 5) * 100,
      size: 6 + (i % 3) * 2,
      color: COLORS[i % COLORS.length]!,
    };
  });
}

const PIECES = confettiPieces();

/**
 * Confetti falling over the celebration dialog for ACHIEVEMENT_CONFETTI_MS (spec 2 §9: 3 s), then gone. It is mounted
 * with the dialog's content, so every open celebrates afresh. Purely decorative: hidden from assistive technology,
 * never in the way of a click, and not shown at all under prefers-reduced-motion. The Web Animations API moves the
 * pieces, so no stylesheet or dependency is needed.
 */
export function CelebrationConfetti() {
  const reducedMotion = usePrefersReducedMotion();
  const [running, setRunning] = useState(true);
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = layer.current;
    if (reducedMotion || !element) return;
    const height = element.clientHeight;
    const animations = Array.from(element.children).flatMap((child, i) => {
      const piece = PIECES[i]!;
      if (typeof child.animate !== "function") return [];
      return [
        child.animate(
          [
            { transform: "translate(0, -16px) rotate(0deg)", opacity: 1 },
            { transform: `translate(${piece.drift}px, ${height + 16}px) rotate(${piece.spin}deg)`, opacity: 0.7 },
          ],
          { duration: piece.durationMs, delay: piece.delayMs, easing: "cubic-bezier(0.3, 0.6, 0.6, 1)", fill: "both" },
        ),
      ];
    });
    const timer = setTimeout(() => setRunning(false), ACHIEVEMENT_CONFETTI_MS);
    return () => {
      clearTimeout(timer);
      for (const animation of animations) animation.cancel();
    };
  }, [reducedMotion]);

  if (reducedMotion || !running) return null;
  return (
    <div
      ref={layer}
      aria-hidden="true"
      data-confetti=""
      className="pointer-events-none absolute inset-0 overflow-hidden rounded-2xl"
    >
      {PIECES.map((piece, i) => (
        <span
          key={i}
          className="absolute top-0 block rounded-[2px]"
          // Above the layer until animated, so nothing shows where animations are unavailable.
          style={{
            left: `${piece.left}%`,
            width: piece.size,
            height: piece.size * 0.6,
            backgroundColor: piece.color,
            transform: "translateY(-16px)",
          }}
        />
      ))}
    </div>
  );
}
