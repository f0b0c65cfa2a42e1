import net from "node:net";
import { vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";

/**
 * Support for tests/integration/database-outage.test.ts and query-errors.test.ts (issue #11): a TCP proxy that can
 * take a database away, and a capture of everything the logger writes. Not a test file (the integration project runs
 * *.test.ts only).
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * A TCP proxy to the database that can stop listening and listen again on the same port, and can hold back what the
 * database sends (so a client does not learn yet that its connection was closed).
 */
export async function startProxy(target: { host: string; port: number }) {
  const links = new Set<{ client: net.Socket; upstream: net.Socket; held: Buffer[]; ended: boolean }>();
  let server: net.Server | undefined;
  let port = 0;
  let holding = false;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const link = { client, upstream, held: [] as Buffer[], ended: false };
        links.add(link);
        // Data and ends are forwarded in order, so a reply already sent — even the 57P01 of a terminated backend —
        // reaches the client before its connection closes; only a socket error tears both sides down.
        client.on("data", (data) => (upstream.destroyed ? client.destroy() : upstream.write(data)));
        client.on("end", () => upstream.end());
        upstream.on("data", (data) => (holding ? link.held.push(data) : client.write(data)));
        upstream.on("end", () => (holding ? (link.ended = true) : client.end()));
        const destroy = () => {
          links.delete(link);
          client.destroy();
          upstream.destroy();
        };
        client.on("error", destroy).on("close", destroy);
        upstream.on("error", destroy);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** New connections are refused from now on; open ones carry on until the database closes them. */
    refuse: () => {
      server?.close();
      server = undefined;
    },
    listen,
    /** From now on, what the database sends waits in the proxy. */
    hold: () => {
      holding = true;
    },
    /** Delivers what was held back, and forwards again. */
    flush: () => {
      holding = false;
      for (const link of links) {
        for (const data of link.held.splice(0)) link.client.write(data);
        if (link.ended) link.client.end();
      }
    },
    stop: () => {
      server?.close();
      for (const { client, upstream } of links) {
        client.destroy();
        upstream.destroy();
      }
    },
  };
}

/**
 * Everything written to stdout and stderr (the logger's JSON lines) from now until stop(), with LOG_LEVEL=debug so
 * that nothing is filtered out; nothing reaches the terminal.
 */
export function captureLogs() {
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = "debug";
  resetEnvForTests();
  const raw: string[] = [];
  const capture = (chunk: unknown) => {
    raw.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(capture),
    vi.spyOn(process.stderr, "write").mockImplementation(capture),
  ];
  const text = () => raw.join("");
  return {
    text,
    lines: () =>
      text()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: string; event: string } & Record<string, unknown>),
    stop: () => {
      spies.forEach((spy) => spy.mockRestore());
      process.env.LOG_LEVEL = previous;
      resetEnvForTests();
    },
  };
}
