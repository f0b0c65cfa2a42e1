// @ts-check
import { serwist } from "@serwist/next/config";

/**
 * The service worker's build (decision 039): `serwist build` runs after `next build` (npm run build), bundles
 * sw/sw.ts with esbuild into public/sw.js and injects the precache list. Serwist's configurator mode: no webpack
 * plugin in next.config.mjs, so the default Turbopack build is untouched.
 *
 * The precache is the static shell and nothing else: Next's hashed files (scripts, styles, fonts), the app icons and
 * the offline page. Never a page that belongs to someone: `precachePrerendered` is off because it would add every
 * prerendered page, and the last transform below fails the build if anything else ever slips into the list.
 */
const NEXT_STATIC = ".next/static/**/*.{js,css,woff2}";
const OFFLINE_PAGE = ".next/server/app/offline.html";
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
  globPatterns: [NEXT_STATIC, OFFLINE_PAGE, ICONS],
  manifestTransforms: [iconUrls],
});

/** @type {import("@serwist/cli").BuildOptions} */
const config = { ...options, manifestTransforms: [...(options.manifestTransforms ?? []), onlyTheShell] };

export default config;
