import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

/*
 * First-load JavaScript of an App Router page, from what `next build` (Next 16, Turbopack) leaves in .next:
 *
 * - .next/build-manifest.json `rootMainFiles`: the framework and runtime chunks every app page loads;
 * - .next/server/app/<route>/page_client-reference-manifest.js `entryJSFiles`: per segment of the route's tree (root
 *   layout, error/loading/not-found boundaries, the page), the chunks of the client components it imports.
 *
 * The union is what the browser fetches before the page is interactive, and what the HTML's <script src> tags name
 * (scriptsInHtml checks that against a served page). `polyfillFiles` are left out: they are `nomodule` scripts that
 * current browsers skip. Sizes are per file, raw and gzip (level 9, as gzip-size and Next's old build table used).
 */

export interface ChunkSize {
  /** Relative to .next, e.g. static/chunks/0an1g-mfjet8w.js. */
  file: string;
  raw: number;
  gzip: number;
}

export interface JsSizes {
  chunks: ChunkSize[];
  raw: number;
  gzip: number;
}

export interface FirstLoadJs extends JsSizes {
  route: string;
  /** Where each part came from, for the report. */
  sources: { rootMain: number; entries: Record<string, number> };
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

export function chunkSizes(root: string, files: readonly string[]): JsSizes {
  const chunks = [...new Set(files)].map((file) => {
    const bytes = readFileSync(path.join(root, ".next", file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    chunks,
    raw: chunks.reduce((n, c) => n + c.raw, 0),
    gzip: chunks.reduce((n, c) => n + c.gzip, 0),
  };
}

/**
 * The first-load JS of the App Router page at `route` ("/dashboard"); throws when the build has no such page.
 * `appPath` is the page's folder under app/ when it differs from the URL (a route group, "/(group)/x" for "/x"); the
 * root page "/" is the folder "" (its manifest's key is "/page", not "//page").
 */
export function firstLoadJs(root: string, route: string, appPath = route === "/" ? "" : route): FirstLoadJs {
  const buildManifest = JSON.parse(readFileSync(path.join(root, ".next/build-manifest.json"), "utf8")) as {
    rootMainFiles?: string[];
  };
  const manifestFile = path.join(root, ".next/server/app", appPath, "page_client-reference-manifest.js");
  if (!existsSync(manifestFile)) throw new Error(`No client reference manifest for ${route} (${manifestFile})`);
  // The file assigns globalThis.__RSC_MANIFEST[page]; run it in an empty context rather than in this process.
  const context = vm.createContext({}) as { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> };
  vm.runInContext(readFileSync(manifestFile, "utf8"), context);
  const manifest = context.__RSC_MANIFEST?.[`${appPath}/page`];
  if (!manifest?.entryJSFiles) throw new Error(`${manifestFile} has no entryJSFiles for ${route}/page`);

  const rootMain = (buildManifest.rootMainFiles ?? []).filter((f) => f.endsWith(".js"));
  const entries: Record<string, number> = {};
  const files = [...rootMain];
  for (const [segment, chunks] of Object.entries(manifest.entryJSFiles)) {
    const js = chunks.filter((f) => f.endsWith(".js"));
    entries[segment.replace(/^\[project\]\//, "")] = js.length;
    files.push(...js);
  }
  return { route, ...chunkSizes(root, files), sources: { rootMain: rootMain.length, entries } };
}

/**
 * Every App Router page of the build, as { route, appPath } from .next/app-path-routes-manifest.json ("/dashboard/page"
 * → "/dashboard"); route handlers (".../route": APIs, icons, the manifest) ship no page JavaScript and are left out.
 */
export function appPages(root: string): { route: string; appPath: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next/app-path-routes-manifest.json"), "utf8")) as Record<
    string,
    string
  >;
  return Object.entries(manifest)
    .filter(([key]) => key.endsWith("/page"))
    .map(([key, route]) => ({ route, appPath: key.slice(0, -"/page".length) }));
}

/** The chunks a served page's HTML loads with <script src="/_next/...js"> (nomodule polyfills left out). */
export function scriptsInHtml(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1];
    const file = src?.match(/^(?:https?:\/\/[^/]+)?\/_next\/(static\/[^?"]+\.js)/)?.[1];
    if (file) files.add(file);
  }
  return [...files];
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
