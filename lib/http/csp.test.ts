import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, newNonce } from "./csp";
import { loadPrerenderedPages, prerenderedCanonicalOrigins, publicPagesOriginProblem } from "./prerendered-pages";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)] as const));

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("contentSecurityPolicy", () => {
  test("pages rendered per request: scripts need the nonce; nothing inline without it", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc", development: false, https: false }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  test("prerendered pages: the inline scripts' hashes, and no nonce", () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: ["sha256-AAA=", "sha256-BBB="], development: false, https: false }),
    );
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  test("never 'unsafe-inline' for scripts; eval only for next dev", () => {
    for (const development of [false, true]) {
      for (const options of [{ nonce: "n" }, { scriptHashes: ["sha256-A="] }]) {
        const scripts = directives(contentSecurityPolicy({ ...options, development, https: true })).get("script-src")!;
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(scripts.includes("'unsafe-eval'")).toBe(development);
      }
    }
  });

  test("https upgrades every subresource request", () => {
    expect(contentSecurityPolicy({ nonce: "n", development: false, https: true })).toContain(
      "; upgrade-insecure-requests",
    );
  });
});

test("nonces are fresh 128-bit values", () => {
  const nonces = new Set(Array.from({ length: 100 }, newNonce));
  expect(nonces.size).toBe(100);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
});

describe("inlineScriptHashes", () => {
  test("hashes the exact text of each inline script, skipping external scripts and data blocks", () => {
    const html = [
      `<script src="/_next/static/chunks/a.js" async=""></script>`,
      `<script>self.__next_f.push([1,"a"])</script>`,
      `<script id="_R_">requestAnimationFrame(function(){})</script>`,
      `<script type="application/ld+json">{"@type":"HowTo"}</script>`,
      `<script>self.__next_f.push([1,"a"])</script>`,
      `<SCRIPT type="module">import("/x.js")</SCRIPT>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha(`self.__next_f.push([1,"a"])`),
      sha(`requestAnimationFrame(function(){})`),
      sha(`import("/x.js")`),
    ]);
  });
});

test("loadPrerenderedPages reads the build's prerendered HTML pages and only those", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "attune-dist-"));
  mkdirSync(path.join(dist, "server/app"), { recursive: true });
  writeFileSync(
    path.join(dist, "prerender-manifest.json"),
    JSON.stringify({ routes: { "/terms": {}, "/icon": {}, "/": {} } }),
  );
  writeFileSync(path.join(dist, "server/app/terms.html"), `<p>Terms</p><script>go()</script>`);
  writeFileSync(path.join(dist, "server/app/index.html"), `<script src="/a.js"></script>`);
  const pages = loadPrerenderedPages(dist);
  expect([...pages.keys()].sort()).toEqual(["/", "/terms"]);
  expect(pages.get("/terms")).toEqual([sha("go()")]);
  expect(pages.get("/")).toEqual([]);
  expect(loadPrerenderedPages(path.join(dist, "missing")).size).toBe(0);
});

test("the origin a build's prerendered pages were made for is read from their canonical links", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "attune-dist-"));
  mkdirSync(path.join(dist, "server/app"), { recursive: true });
  writeFileSync(
    path.join(dist, "prerender-manifest.json"),
    JSON.stringify({ routes: { "/terms": {}, "/privacy": {}, "/offline": {} } }),
  );
  writeFileSync(
    path.join(dist, "server/app/terms.html"),
    `<link rel="canonical" href="https://attune.example/terms"/>`,
  );
  writeFileSync(
    path.join(dist, "server/app/privacy.html"),
    `<link rel="canonical" href="https://attune.example/privacy"/>`,
  );
  writeFileSync(path.join(dist, "server/app/offline.html"), `<p>No canonical here</p>`);
  expect(prerenderedCanonicalOrigins(dist)).toEqual(["https://attune.example"]);
  expect(prerenderedCanonicalOrigins(path.join(dist, "missing"))).toEqual([]);
});

test("a public server built for another origin refuses to start; a loopback one only warns", () => {
  expect(publicPagesOriginProblem(["https://attune.example"], "https://attune.example/")).toBeNull();
  expect(publicPagesOriginProblem([], "https://attune.example")).toBeNull();
  const wrongBuild = publicPagesOriginProblem(["http://localhost:3000"], "https://attune.example");
  expect(wrongBuild?.refuse).toBe(true);
  expect(wrongBuild?.message).toContain("built for http://localhost:3000");
  expect(wrongBuild?.message).toContain("APP_URL=https://attune.example npm run build");
  expect(publicPagesOriginProblem(["http://localhost:3000"], "http://127.0.0.1:4100")?.refuse).toBe(false);
});
