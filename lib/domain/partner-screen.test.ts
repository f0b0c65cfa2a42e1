import { describe, expect, test } from "vitest";
import { checkinIdParam, partnerScreenCheckinHref } from "./partner-screen";

const id = "0b7e3f2a-5c1d-4e8f-9a6b-1c2d3e4f5a6b";

describe("the partner screen's check-in address", () => {
  test("the notice's link names the check-in and scrolls to it", () => {
    expect(partnerScreenCheckinHref(id)).toBe(`/partner-dashboard?checkin=${id}#checkin-${id}`);
  });

  test("only a UUID is read back from the address", () => {
    expect(checkinIdParam(id.toUpperCase())).toBe(id);
    expect(checkinIdParam([id, "x"])).toBe(id);
    expect(checkinIdParam("1 or 1=1")).toBeNull();
    expect(checkinIdParam(undefined)).toBeNull();
  });
});
