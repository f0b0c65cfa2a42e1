import type { z } from "zod";

/**
 * Test support for lib/validation/control-characters.test.ts: where a schema takes strings, and reading or replacing
 * the value at such a place in an input. Paths are dotted ("" is the root, "*" any array index, 0 in examples).
 */

/** The dotted paths of every leaf that takes a string ("*" for array items), read from zod's definitions. */
export function stringPaths(schema: z.ZodType, at: string[] = [], found = new Set<string>()): Set<string> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, path = at) => stringPaths(inner as z.ZodType, path, found);
  switch (def.type) {
    case "string":
    // unknown and any take a string too (and anything else): the table must say what becomes of it.
    case "unknown":
    case "any":
      found.add(at.join("."));
      break;
    case "object":
      for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) walk(inner, [...at, key]);
      break;
    case "array":
      walk(def.element, [...at, "*"]);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      walk(def.innerType);
      break;
    case "pipe":
      walk(def.in);
      walk(def.out);
      break;
    case "union":
      for (const option of def.options as unknown[]) walk(option);
      break;
    case "boolean":
    case "number":
    case "enum":
    case "literal":
    case "transform":
      break;
    default:
      // A shape this walker does not know yet must be taught to it, not skipped.
      throw new Error(`stringPaths: unhandled zod type "${def.type}" at "${at.join(".")}"`);
  }
  return found;
}

export const segments = (field: string) => (field === "" ? [] : field.split(".").map((s) => (s === "*" ? 0 : s)));

export function getAt(value: unknown, field: string): unknown {
  return segments(field).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

export function setAt(value: unknown, field: string, next: string): unknown {
  const keys = segments(field);
  if (keys.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = keys.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as never, copy);
  parent[keys.at(-1)!] = next;
  return copy;
}

/** Every string anywhere in a parsed output. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}
