import localFont from "next/font/local";

/**
 * Inter's Latin subset, self-hosted from @fontsource-variable/inter and preloaded by Next on every page (issue #20).
 * `optional`: the text is laid out once. A preloaded optional font holds the first paint for up to ~100 ms and, if it
 * is not there by then, the page keeps the metric-matched fallback (Arial sized to Inter) instead of re-flowing when
 * it arrives, which is what made /delete-info shift by 0.24. The next page finds it in the cache.
 *
 * Letters outside this subset (Polish, Czech, Cyrillic, Greek, Vietnamese names) come from the "Inter Extended"
 * faces in globals.css, which the browser fetches only for a page that has such letters.
 */
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "optional",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});
