import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { appPages, firstLoadJs } from "./first-load-js";

// A .next with two pages (the root page and /dashboard) and a route handler, shaped as Next 16 writes it.
const root = mkdtempSync(path.join(os.tmpdir(), "first-load-js-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, ".next", file)), { recursive: true });
  writeFileSync(path.join(root, ".next", file), text);
};
write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/main.js"] }));
write(
  "app-path-routes-manifest.json",
  JSON.stringify({ "/page": "/", "/dashboard/page": "/dashboard", "/api/health/route": "/api/health" }),
);
const manifest = (key: string, files: string[]) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify({ entryJSFiles: { "[project]/app/layout": files } })};`;
write("server/app/page_client-reference-manifest.js", manifest("/page", ["static/chunks/home.js"]));
write("server/app/dashboard/page_client-reference-manifest.js", manifest("/dashboard/page", ["static/chunks/d.js"]));
write("static/chunks/main.js", "x".repeat(1000));
write("static/chunks/home.js", "h".repeat(10));
write("static/chunks/d.js", "d".repeat(100));

test("every page of the build, not its route handlers", () => {
  expect(appPages(root)).toEqual([
    { route: "/", appPath: "" },
    { route: "/dashboard", appPath: "/dashboard" },
  ]);
});

test("the root page's first load is read from its own manifest key", () => {
  const home = firstLoadJs(root, "/");
  expect(home.chunks.map((chunk) => chunk.file)).toEqual(["static/chunks/main.js", "static/chunks/home.js"]);
  expect(home.raw).toBe(1010);
  expect(firstLoadJs(root, "/dashboard", "/dashboard").raw).toBe(1100);
});
