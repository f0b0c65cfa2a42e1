import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  installClientAddressHook,
  isLoopbackAddress,
  normaliseAddress,
  resolveClientAddress,
  stampClientAddress,
  uninstallClientAddressHook,
} from "./client-address";

const resolve = (forwardedFor: string | string[] | undefined, remoteAddress: string | undefined, trustedHops: number) =>
  resolveClientAddress({ forwardedFor, remoteAddress, trustedHops });

describe("normaliseAddress", () => {
  test.each([
    ["203.0.113.9", "203.0.113.9"],
    ["  203.0.113.9  ", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ['"[2001:db8::1]:443"', "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
  ])("%j → %j", (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  test.each([
    "",
    "   ",
    "unknown",
    "not-an-ip",
    "256.1.1.1",
    "01.2.3.4",
    "1.2.3",
    "[2001:db8::1",
    "2001:db8::1]:443",
    "_hidden",
  ])("%j is not an address", (raw) => {
    expect(normaliseAddress(raw)).toBeNull();
  });

  test("absent is not an address", () => {
    expect(normaliseAddress(undefined)).toBeNull();
    expect(normaliseAddress(null)).toBeNull();
  });
});

test("isLoopbackAddress: this machine's addresses in any spelling, nothing else", () => {
  for (const address of ["127.0.0.1", "127.9.8.7", "::1", "[::1]:443", "::ffff:127.0.0.1"])
    expect(isLoopbackAddress(address), address).toBe(true);
  for (const address of ["10.0.0.1", "2001:db8::1", "128.0.0.1", "unknown", "", null, undefined])
    expect(isLoopbackAddress(address), String(address)).toBe(false);
});

describe("resolveClientAddress", () => {
  test("with no trusted proxy (the default) only the socket counts, whatever X-Forwarded-For says", () => {
    expect(resolve(undefined, "198.51.100.4", 0)).toBe("198.51.100.4");
    expect(resolve("6.6.6.6", "198.51.100.4", 0)).toBe("198.51.100.4");
    expect(resolve("6.6.6.6, 7.7.7.7, 8.8.8.8", "198.51.100.4", 0)).toBe("198.51.100.4");
    expect(resolve("6.6.6.6", "::ffff:198.51.100.4", 0)).toBe("198.51.100.4");
    expect(resolve("6.6.6.6", undefined, 0)).toBeNull();
  });

  test("one trusted proxy: the entry it appended, never what the client wrote before it", () => {
    expect(resolve("203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolve("6.6.6.6, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolve("1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolve(["6.6.6.6", "203.0.113.9"], "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolve("6.6.6.6,203.0.113.9:4711", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolve("6.6.6.6, [2001:db8::7]:443", "10.0.0.2", 1)).toBe("2001:db8::7");
  });

  test("two trusted proxies: two places left of the socket", () => {
    expect(resolve("203.0.113.9, 10.0.0.5", "10.0.0.2", 2)).toBe("203.0.113.9");
    expect(resolve("6.6.6.6, 203.0.113.9, 10.0.0.5", "10.0.0.2", 2)).toBe("203.0.113.9");
  });

  test("more hops than entries: the left-most address present (the request skipped a proxy)", () => {
    expect(resolve(undefined, "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolve("", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolve("203.0.113.9", "10.0.0.2", 3)).toBe("203.0.113.9");
  });

  test("blank entries from the client do not shift the trusted position", () => {
    expect(resolve("6.6.6.6,, ,203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolve(" , ", "203.0.113.9", 1)).toBe("203.0.113.9");
  });

  test("garbage in the trusted position gives no address instead of falling back to a neighbour", () => {
    expect(resolve("6.6.6.6, not-an-ip", "10.0.0.2", 1)).toBeNull();
    expect(resolve("6.6.6.6, unknown", "10.0.0.2", 1)).toBeNull();
    expect(resolve("6.6.6.6, 203.0.113.9", "garbage", 0)).toBeNull();
  });

  test("a closed socket keeps its place in the chain", () => {
    expect(resolve("6.6.6.6, 203.0.113.9", undefined, 1)).toBe("203.0.113.9");
  });
});

describe("stampClientAddress", () => {
  const stamped = (headers: IncomingHttpHeaders, remoteAddress: string | undefined, trustedHops = 0) => {
    const request = { headers: { ...headers } };
    stampClientAddress(request, { remoteAddress }, trustedHops);
    return request.headers[CLIENT_ADDRESS_HEADER];
  };

  test("always overwrites the private header, so a client cannot choose it", () => {
    expect(stamped({ [CLIENT_ADDRESS_HEADER]: "1.1.1.1" }, "198.51.100.4")).toBe("198.51.100.4");
    expect(stamped({ [CLIENT_ADDRESS_HEADER]: "1.1.1.1", "x-forwarded-for": "1.1.1.1" }, "198.51.100.4")).toBe(
      "198.51.100.4",
    );
  });

  test("writes 'unknown' when no address can be trusted, never the client's value", () => {
    expect(stamped({ [CLIENT_ADDRESS_HEADER]: "1.1.1.1" }, undefined)).toBe("unknown");
    expect(stamped({ [CLIENT_ADDRESS_HEADER]: "1.1.1.1", "x-forwarded-for": "junk" }, "10.0.0.2", 1)).toBe("unknown");
  });
});

describe("the ingress hook on a real server", () => {
  afterEach(() => uninstallClientAddressHook());

  /** Starts a server echoing the private header, sends one request over loopback and returns what the handler saw. */
  async function seenByHandler(headers: Record<string, string>): Promise<string | undefined> {
    const server = createServer((req, res) => res.end(String(req.headers[CLIENT_ADDRESS_HEADER])));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ host: "127.0.0.1", port, headers });
      req.end();
      const [res] = (await once(req, "response")) as [NodeJS.ReadableStream];
      let body = "";
      for await (const chunk of res) body += chunk;
      return body;
    } finally {
      server.close();
    }
  }

  test("replaces a forged header before the handler runs; forged X-Forwarded-For is ignored by default", async () => {
    installClientAddressHook({ trustedHops: 0 });
    const forged = { [CLIENT_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.77" };
    expect(await seenByHandler(forged)).toBe("127.0.0.1");
  });

  test("behind one trusted proxy the appended entry wins; installing twice is harmless", async () => {
    installClientAddressHook({ trustedHops: 0 });
    installClientAddressHook({ trustedHops: 1 });
    expect(
      await seenByHandler({ [CLIENT_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "6.6.6.6, 203.0.113.9" }),
    ).toBe("203.0.113.9");
  });

  test("without the hook the handler would see the client's own value (what the hook protects against)", async () => {
    expect(await seenByHandler({ [CLIENT_ADDRESS_HEADER]: "203.0.113.66" })).toBe("203.0.113.66");
  });
});
