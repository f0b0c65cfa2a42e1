import { expect, test } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { addressBucket, clientIp } from "./client-ip";

test("reads only the address the ingress hook wrote", () => {
  expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.4" }))).toBe("198.51.100.4");
  expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "2001:db8::1" }))).toBe("2001:db8::1");
  expect(
    clientIp(
      new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7" }),
    ),
  ).toBe("198.51.100.4");
});

test("never trusts X-Forwarded-For or X-Real-IP: without the hook's header the address is unknown", () => {
  expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.7" }))).toBeNull();
  expect(clientIp(new Headers({ "x-real-ip": "10.0.0.7" }))).toBeNull();
  expect(clientIp(new Headers())).toBeNull();
});

test("'unknown' and garbage are no address", () => {
  expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "unknown" }))).toBeNull();
  expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "not-an-ip" }))).toBeNull();
});

test("per-address limits count IPv4 addresses singly and IPv6 per /64", () => {
  expect(addressBucket("198.51.100.4")).toBe("198.51.100.4");
  expect(addressBucket("::ffff:198.51.100.4")).toBe("198.51.100.4");
  const bucket = addressBucket("2001:db8:aa:bb:1:2:3:4");
  expect(bucket).toBe("2001:db8:aa:bb::/64");
  expect(addressBucket("2001:0db8:00aa:00bb:ffff::9")).toBe(bucket);
  expect(addressBucket("2001:DB8:AA:BB::")).toBe(bucket);
  expect(addressBucket("2001:db8:aa:bc::1")).not.toBe(bucket);
  expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  expect(addressBucket("64:ff9b::198.51.100.4")).toBe("64:ff9b:0:0::/64");
});
