import { expect, test } from "vitest";
import { clientIp } from "./client-ip";

test("uses the right-most forwarded address, which the client cannot forge", () => {
  expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.7" }))).toBe("10.0.0.7");
  expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
  expect(clientIp(new Headers({ "x-real-ip": "::1" }))).toBe("::1");
});

test("ignores garbage and absence", () => {
  expect(clientIp(new Headers({ "x-forwarded-for": "not-an-ip" }))).toBeNull();
  expect(clientIp(new Headers())).toBeNull();
});
