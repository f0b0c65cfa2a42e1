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

test("once the toast region hands over the module it fetched, toasts go to it with no fetch of their own", async () => {
  const { provideSonner } = await import("./toast");
  const provided: unknown[][] = [];
  const fake = Object.assign((...args: unknown[]) => provided.push(["toast", ...args]), {
    success: (...args: unknown[]) => provided.push(["success", ...args]),
  }) as unknown as Parameters<typeof provideSonner>[0];
  provideSonner(fake);
  toast.success("Saved offline");
  await settled();
  expect(provided).toEqual([["success", "Saved offline"]]);
});
