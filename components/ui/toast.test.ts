import { expect, test, vi } from "vitest";

const calls: unknown[][] = [];
const record =
  (name: string) =>
  (...args: unknown[]) =>
    calls.push([name, ...args]);
vi.mock("sonner", () => ({
  toast: Object.assign(record("toast"), {
    success: record("success"),
    error: record("error"),
    dismiss: record("dismiss"),
  }),
}));

const { toast } = await import("./toast");

/** Lets the dynamic import and the call after it run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("each call reaches sonner's toast once it has loaded, with the same arguments and in order", async () => {
  toast("Payments are off", { description: "d" });
  toast.error("Error", { description: "Please check your connection and try again." });
  toast.success("Synced", { id: "x" });
  toast.dismiss("x");
  expect(calls).toEqual([]);
  await settled();
  expect(calls).toEqual([
    ["toast", "Payments are off", { description: "d" }],
    ["error", "Error", { description: "Please check your connection and try again." }],
    ["success", "Synced", { id: "x" }],
    ["dismiss", "x"],
  ]);
});

test("the toast region and the calls share one load of sonner", async () => {
  const { loadSonner } = await import("./toast");
  const [first, second] = await Promise.all([loadSonner(), loadSonner()]);
  expect(first).toBe(second);
  calls.length = 0;
  toast.success("Saved offline");
  await settled();
  expect(calls).toEqual([["success", "Saved offline"]]);
});
