import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isLoopbackUrl } from "@/lib/env";
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
  return new Map([...prerenderedHtml(distDir)].map(([route, html]) => [route, inlineScriptHashes(html)]));
}

/**
 * The origins named by the canonical links of a build's prerendered pages: the APP_URL the build was made with,
 * since those pages were rendered then (decision 044). Empty without a production build.
 */
export function prerenderedCanonicalOrigins(distDir = DIST_DIR): string[] {
  const origins = new Set<string>();
  for (const html of prerenderedHtml(distDir).values()) {
    const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (href && URL.canParse(href)) origins.add(new URL(href).origin);
  }
  return [...origins];
}

/**
 * What to do when the prerendered pages were built for another origin than the one this server runs on: their
 * canonical and share links would send search engines and link previews there. A public server refuses to start;
 * a loopback one (a test or local run of a build made elsewhere) only says so.
 */
export function publicPagesOriginProblem(
  builtOrigins: readonly string[],
  appUrl: string,
): { refuse: boolean; message: string } | null {
  const origin = new URL(appUrl).origin;
  const other = builtOrigins.filter((built) => built !== origin);
  if (other.length === 0) return null;
  return {
    refuse: !isLoopbackUrl(appUrl),
    message:
      `  - APP_URL: the prerendered public pages (/terms, /privacy, …) were built for ${other.join(", ")}, so their ` +
      `canonical and share links point there, not to ${origin}: build with the APP_URL you serve (\`APP_URL=${origin} ` +
      "npm run build`; decision 044)",
  };
}

function prerenderedHtml(distDir: string): Map<string, string> {
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  const pages = new Map<string, string>();
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { routes?: Record<string, unknown> };
  for (const route of Object.keys(manifest.routes ?? {})) {
    const file = path.join(distDir, "server/app", `${route === "/" ? "/index" : route}.html`);
    if (existsSync(file)) pages.set(route, readFileSync(file, "utf8"));
  }
  return pages;
}
