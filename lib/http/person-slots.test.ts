import { describe, expect, test } from "vitest";
import { isAppError } from "@/lib/errors";
import { personSlots } from "./person-slots";

describe("personSlots", () => {
  test("two under way per person; the third is refused with the kind's message until one is given back", () => {
    const slots = personSlots("Still busy.");
    const first = slots.take("a");
    slots.take("a");
    let refused: unknown;
    try {
      slots.take("a");
    } catch (error) {
      refused = error;
    }
    expect(isAppError(refused) && refused.code).toBe("RATE_LIMITED");
    expect(isAppError(refused) && refused.message).toBe("Still busy.");
    expect(isAppError(refused) && refused.details.retryAfterSeconds).toBeGreaterThan(0);
    // Someone else is not affected.
    expect(() => slots.take("b")).not.toThrow();

    first();
    first(); // giving back twice frees one slot only
    expect(slots.held("a")).toBe(1);
    expect(() => slots.take("a")).not.toThrow();
    expect(() => slots.take("a")).toThrow();
  });
});
