// @ts-check
import { readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";

/**
 * The service worker's build (decision 039): `serwist build` runs after `next build` (npm run build), bundles
 * sw/sw.ts with esbuild into public/sw.js and injects the precache list. Serwist's configurator mode: no webpack
 * plugin in next.config.mjs, so the default Turbopack build is untouched.
 *
 * The precache is the static shell and nothing else: the offline page with its own hashed scripts, styles and fonts,
 * and the app icons. Never a page that belongs to someone: `precachePrerendered` is off because it would add every
 * prerendered page, and the last transform below fails the build if anything else ever slips into the list.
 */
const OFFLINE_PAGE = ".next/server/app/offline.html";

/**
 * The offline page's own files — the scripts and styles its HTML names, and the fonts its styles load — and no
 * other route's: they are all the offline page needs to render, and a visitor's first page (often a public one, on
 * a phone) then installs a worker that downloads a few hundred kB instead of every route's code. Pages that are
 * open keep the files they loaded; everything else comes from the network, as without a worker.
 */
function offlinePageFiles() {
  const html = readFileSync(OFFLINE_PAGE, "utf8");
  const urls = new Set(html.match(/\/_next\/static\/[\w\-./]+\.(?:js|css)/g) ?? []);
  for (const css of [...urls].filter((url) => url.endsWith(".css"))) {
    const text = readFileSync(`.next/static${css.slice("/_next/static".length)}`, "utf8");
    for (const [, file] of text.matchAll(/url\(\.\.\/media\/([\w\-.]+\.woff2)\)/g))
      urls.add(`/_next/static/media/${file}`);
  }
  return [...urls].map((url) => `.next/static${url.slice("/_next/static".length)}`);
}
// Route handlers prerendered at build time (app/icons/[file]/route.tsx) keep their bytes in "<path>.body".
const ICONS = ".next/server/app/icons/{icon-180,icon-192,icon-512,badge-96}.png.body";

/** The URLs the service worker may precache: everything else is fetched from the network, every time. */
const SHELL_URL = /^\/(?:_next\/static\/.+\.(?:js|css|woff2)|icons\/(?:icon-(?:180|192|512)|badge-96)\.png|offline)$/;
const REQUIRED = ["/offline", "/icons/icon-192.png", "/icons/badge-96.png"];

/** @type {import("@serwist/build").ManifestTransform} */
const iconUrls = async (entries) => ({
  manifest: entries.map((entry) =>
    entry.url.startsWith(".next/server/app/icons/") && entry.url.endsWith(".png.body")
      ? { ...entry, url: entry.url.slice(".next/server/app".length, -".body".length) }
      : entry,
  ),
  warnings: [],
});

/** @type {import("@serwist/build").ManifestTransform} */
const onlyTheShell = async (entries) => {
  const stray = entries.filter((entry) => !SHELL_URL.test(entry.url)).map((entry) => entry.url);
  if (stray.length > 0) throw new Error(`Only the static shell may be precached; found ${stray.join(", ")}`);
  const missing = REQUIRED.filter((url) => !entries.some((entry) => entry.url === url));
  if (missing.length > 0) throw new Error(`The precache lacks ${missing.join(", ")}: did next build run first?`);
  return { manifest: entries, warnings: [] };
};

const options = await serwist({
  swSrc: "sw/sw.ts",
  swDest: "public/sw.js",
  precachePrerendered: false,
  globPatterns: [...offlinePageFiles(), OFFLINE_PAGE, ICONS],
  manifestTransforms: [iconUrls],
});

/** @type {import("@serwist/cli").BuildOptions} */
const config = { ...options, manifestTransforms: [...(options.manifestTransforms ?? []), onlyTheShell] };

export default config;
