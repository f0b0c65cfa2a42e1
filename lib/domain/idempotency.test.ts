import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { requestFingerprint, sameRequest } from "./idempotency";

describe("requestFingerprint", () => {
  test("the same values in another key order, or with undefined fields, give the same fingerprint", () => {
    expect(requestFingerprint({ moodValue: 2, keywords: ["calm"], notes: undefined })).toBe(
      requestFingerprint({ keywords: ["calm"], moodValue: 2 }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        return requestFingerprint(record) === requestFingerprint(reversed);
      }),
    );
  });

  test("any change of a value, or of the order of a list, changes it", () => {
    const base = { moodValue: 2, keywords: ["calm", "tired"], contextNotes: "a walk" };
    expect(requestFingerprint({ ...base, moodValue: 3 })).not.toBe(requestFingerprint(base));
    expect(requestFingerprint({ ...base, keywords: ["tired", "calm"] })).not.toBe(requestFingerprint(base));
    expect(requestFingerprint({ ...base, contextNotes: null })).not.toBe(requestFingerprint(base));
    expect(requestFingerprint("1")).not.toBe(requestFingerprint(1));
  });
});

test("sameRequest: a row stored before fingerprints, or a write without one, matches anything", () => {
  expect(sameRequest("a", "a")).toBe(true);
  expect(sameRequest("a", "b")).toBe(false);
  expect(sameRequest(null, "b")).toBe(true);
  expect(sameRequest("a", null)).toBe(true);
});
