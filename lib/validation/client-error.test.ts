import { describe, expect, test } from "vitest";
import { clientErrorReportSchema } from "./client-error";

describe("clientErrorReportSchema", () => {
  test("accepts a minimal report and fills the defaults", () => {
    expect(clientErrorReportSchema.parse({ errorId: "c-0123456789" })).toEqual({
      errorId: "c-0123456789",
      message: "",
      kind: "render",
    });
  });
  test.each([
    ["too short", { errorId: "abc12" }],
    ["not id characters", { errorId: "abc 123456" }],
    ["65 characters", { errorId: "a".repeat(65) }],
  ])("refuses an error id that is %s", (_label, input) => {
    expect(clientErrorReportSchema.safeParse(input).success).toBe(false);
  });
  test("6 and 64 characters are the id limits", () => {
    expect(clientErrorReportSchema.safeParse({ errorId: "a".repeat(6) }).success).toBe(true);
    expect(clientErrorReportSchema.safeParse({ errorId: "a".repeat(64) }).success).toBe(true);
  });
  test("message and stack are bounded", () => {
    const id = { errorId: "c-0123456789" };
    expect(clientErrorReportSchema.safeParse({ ...id, message: "m".repeat(2000) }).success).toBe(true);
    expect(clientErrorReportSchema.safeParse({ ...id, message: "m".repeat(2001) }).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({ ...id, stack: "s".repeat(8000) }).success).toBe(true);
    expect(clientErrorReportSchema.safeParse({ ...id, stack: "s".repeat(8001) }).success).toBe(false);
  });
  test("path must be a bare path", () => {
    const id = { errorId: "c-0123456789" };
    expect(clientErrorReportSchema.safeParse({ ...id, path: "/mood-log" }).success).toBe(true);
    expect(clientErrorReportSchema.safeParse({ ...id, path: "/reset-password?token=x" }).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({ ...id, path: "https://x.example/" }).success).toBe(false);
  });
});
