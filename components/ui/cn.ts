import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting utilities (no tailwind-merge in the browser: decision 060): the
 * ui primitives keep their looks in the components layer, where any utility a caller passes wins, and one cn() call
 * never names two utilities for the same property (components/ui/cn.test.ts checks every call's literals).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
