import { beforeEach, expect, test, vi } from "vitest";

const error = vi.fn();
vi.mock("@/components/ui/toast", () => ({ toast: { error: (...args: unknown[]) => error(...args) } }));

const { OFFLINE_RESULT, settleAction, toastFailure } = await import("./action-outcome");

beforeEach(() => error.mockReset());

test("a thrown action is the offline result; a returned one passes through", async () => {
  expect(await settleAction(Promise.reject(new Error("fetch failed")))).toBe(OFFLINE_RESULT);
  expect(await settleAction(Promise.resolve({ ok: true as const, data: 1 }))).toEqual({ ok: true, data: 1 });
});

test("the operation's own words stand for an outage; a refusal the server explains keeps its words", () => {
  toastFailure(OFFLINE_RESULT, "Failed to complete ritual. Please try again.");
  expect(error).toHaveBeenLastCalledWith("Error", { description: "Failed to complete ritual. Please try again." });
  const refused = {
    ok: false as const,
    error: { code: "CONFLICT" as const, title: "Error", message: "Complete your current mood-aware ritual first" },
  };
  toastFailure(refused, "Failed to generate ritual. Please try again.");
  expect(error).toHaveBeenLastCalledWith("Error", { description: "Complete your current mood-aware ritual first" });
  toastFailure(OFFLINE_RESULT);
  expect(error).toHaveBeenLastCalledWith("Error", { description: "Please check your connection and try again." });
});
