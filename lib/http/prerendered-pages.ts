import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./csp";

/**
 * Pages `next build` prerendered (the legal pages) are served as fixed HTML: no nonce can be in it, so their CSP
 * lists the hashes of their inline scripts instead (decision 025). The hashes are read from the very files Next
 * serves, once per process, so they cannot drift from the build — no extra build step to forget.
 */
const DIST_DIR = path.join(process.cwd(), ".next");

let byPath: ReadonlyMap<string, readonly string[]> | undefined;

/** The inline-script hashes of a prerendered page, or null when `pathname` is rendered per request. */
export function prerenderedScriptHashes(pathname: string): readonly string[] | null {
  byPath ??= loadPrerenderedPages(DIST_DIR);
  return byPath.get(pathname) ?? null;
}

/** Every prerendered HTML page of a production build in `distDir`, with its inline-script hashes. */
export function loadPrerenderedPages(distDir: string): ReadonlyMap<string, readonly string[]> {
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { routes?: Record<string, unknown> };
  const pages = new Map<string, readonly string[]>();
  for (const route of Object.keys(manifest.routes ?? {})) {
    const file = path.join(distDir, "server/app", `${route === "/" ? "/index" : route}.html`);
    if (existsSync(file)) pages.set(route, inlineScriptHashes(readFileSync(file, "utf8")));
  }
  return pages;
}
