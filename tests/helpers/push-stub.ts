import { createECDH, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// web-push's own dependency: the RFC 8188 codec a browser uses to open a push message.
import ece from "http_ece";

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The payload as the browser would read it after decrypting with its own keys. */
  payload: unknown;
}

/** A browser's side of a subscription: the keys it would hand to PushSubscription.toJSON(), and its private half. */
export interface StubBrowser {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * A local push service (RFC 8030) on 127.0.0.1 over TLS, as web-push only speaks https: it accepts a push with 201,
 * or answers with whatever status a test queues (410 for a subscription that is gone, 429, 500), and decrypts each
 * accepted message with the subscribing "browser's" keys, so a test reads exactly what the phone would show.
 */
export async function startPushStub() {
  const dir = mkdtempSync(path.join(tmpdir(), "push-stub-"));
  // A throw-away certificate for 127.0.0.1; the sender trusts it through its own agent, nothing global changes.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(path.join(dir, "cert.pem"));
  const key = readFileSync(path.join(dir, "key.pem"));
  rmSync(dir, { recursive: true, force: true });

  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const queued: number[] = [];

  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = queued.shift() ?? 201;
      const browser = browsers.get(req.url ?? "");
      if (status === 201 && browser) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        received.push({ path: req.url ?? "", headers: req.headers, payload: JSON.parse(plain.toString("utf8")) });
        res.writeHead(201, { location: `https://127.0.0.1/message/${received.length}` }).end();
        return;
      }
      res.writeHead(browser ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    agent: new Agent({ ca: cert }),
    received,
    /** A new browser subscribed at this push service. */
    browser(): StubBrowser {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const pushPath = `/push/${randomBytes(8).toString("hex")}`;
      browsers.set(pushPath, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}${pushPath}`,
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: auth.toString("base64url"),
      };
    },
    /** The next replies, in order, instead of 201. */
    respondWith(...statuses: number[]) {
      queued.push(...statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
