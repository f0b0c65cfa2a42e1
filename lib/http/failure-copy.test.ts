import { notFound, redirect } from "next/navigation";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { AppError, UNAVAILABLE_MESSAGE } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { settle, toErrorPayload } from "./errors";

// The spec's per-operation copy is applied by the one mapper, never by the caller after it (issue #12).

let quiet: { mockRestore(): void };
beforeEach(() => {
  quiet = vi.spyOn(logger, "error").mockImplementation(() => undefined);
});
afterEach(() => quiet.mockRestore());

const payload = (error: unknown, operation?: Parameters<typeof toErrorPayload>[1]) =>
  toErrorPayload(error, operation).payload;
const anonymous = new AppError("UNAUTHENTICATED", "Authentication Required: Please log in to continue.");
const missing = new AppError("NOT_FOUND", "Special date not found.");

describe("failure copy in the mapper", () => {
  test("special dates (spec 3 §8): what failed, and why for an anonymous add; the code is kept", () => {
    expect(payload(anonymous, "specialDates.add")).toEqual({
      code: "UNAUTHENTICATED",
      title: "Error",
      message: "You must be logged in to add special dates",
    });
    expect(payload(missing, "specialDates.add").message).toBe("Failed to add special date");
    expect(payload(anonymous, "specialDates.update")).toMatchObject({
      code: "UNAUTHENTICATED",
      message: "Failed to update special date",
    });
    expect(payload(missing, "specialDates.update")).toMatchObject({
      code: "NOT_FOUND",
      message: "Failed to update special date",
    });
    expect(payload(missing, "specialDates.delete").message).toBe("Failed to delete special date");
    expect(payload(new Error("boom"), "specialDates.load")).toEqual({
      code: "INTERNAL",
      title: "Error",
      message: "Failed to load special dates: An unexpected error occurred.",
    });
  });

  test("invalid input keeps its field message and field errors", () => {
    const invalid = z.object({ title: z.number({ error: "Title is required" }) }).safeParse({}).error!;
    expect(payload(invalid, "specialDates.add")).toEqual({
      code: "VALIDATION",
      title: "Error",
      message: "Title is required",
      fieldErrors: { title: ["Title is required"] },
    });
    expect(payload(new AppError("VALIDATION", "Date is required"), "specialDates.update").message).toBe(
      "Date is required",
    );
  });

  test("an outage keeps its code and Retry-After; only the words change", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(payload(refused, "specialDates.delete")).toEqual({
      code: "UNAVAILABLE",
      title: "Error",
      message: "Failed to delete special date",
      retryAfterSeconds: 5,
    });
    expect(payload(refused).message).toBe(UNAVAILABLE_MESSAGE);
  });

  test("accepting an invitation (spec 1 §8): a lost session gets the invitation's title and text, nothing else", () => {
    expect(payload(anonymous, "partner.acceptInvitation")).toEqual({
      code: "UNAUTHENTICATED",
      title: "Authentication Required",
      message: "Please log in to accept this invitation.",
    });
    const taken = new AppError("CONFLICT", "Already connected.", { title: "Already Connected" });
    expect(payload(taken, "partner.acceptInvitation")).toEqual(payload(taken));
  });

  test("without an operation the error's own words stand", () => {
    expect(payload(anonymous)).toEqual({ code: "UNAUTHENTICATED", title: "Error", message: anonymous.message });
  });
});

describe("settle", () => {
  test("a read's value, or its failure mapped with the operation's copy", async () => {
    expect(await settle(async () => 7)).toEqual({ ok: true, data: 7 });
    expect(await settle(() => Promise.reject(new Error("boom")), "partner.loadLink")).toEqual({
      ok: false,
      error: { code: "INTERNAL", title: "Error", message: "Failed to check existing partner connections" },
    });
  });

  test("Next's redirect() and notFound() are rethrown, not mapped", async () => {
    await expect(settle(async () => redirect("/auth"))).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT/),
    });
    await expect(settle(async () => notFound())).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK/),
    });
  });
});
