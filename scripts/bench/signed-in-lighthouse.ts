import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// puppeteer-core and chrome-launcher come with lighthouse (its own dependencies, the versions it was built with).
import puppeteer from "puppeteer-core";
import type { Lhr } from "./lighthouse";
import type { Rendered } from "./page-speed";

/*
 * One Lighthouse run (mobile, performance only) of a page as a signed-in person, in a Chromium of its own, for
 * scripts/bench-pages.ts. The session cookie goes into the fresh browser's cookie jar through the DevTools protocol
 * before Lighthouse navigates, so every request of the page carries it as a visitor's browser would (the document,
 * its scripts, the live-update stream); Lighthouse's storage reset leaves cookies alone. After the run the same tab
 * is asked where it ended and what its headings say, so a run that landed on the sign-in page is caught.
 */

const CHROME_PATH = "/usr/bin/chromium";
// --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];

export interface SignedInRun {
  lhr: Lhr & { finalDisplayedUrl: string; mainDocumentUrl?: string };
  /** Lighthouse's JSON report, for --out. */
  report: string;
  rendered: Rendered;
}

/**
 * `cookie` is a `name=value` pair for `url`'s host. `track` is told of the Chromium as soon as it is launched (and of
 * undefined once it is gone), so that an interrupted bench can stop it.
 */
export async function signedInLighthouse(
  url: string,
  cookie: { name: string; value: string },
  track: (chrome: Promise<chromeLauncher.LaunchedChrome> | undefined) => void,
): Promise<SignedInRun> {
  // handleSIGINT off: its handler exits at once, before the bench has stopped its server.
  const launching = chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  track(launching);
  const chrome = await launching;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const { hostname } = new URL(url);
      // As the server sets it after sign-in (lib/auth/cookies.ts): host-only, HttpOnly, Lax; not Secure over http.
      await browser.setCookie({ ...cookie, domain: hostname, path: "/", httpOnly: true, sameSite: "Lax" });
      const page = await browser.newPage();
      const result = await lighthouse(
        url,
        { output: "json", logLevel: "error", onlyCategories: ["performance"] },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const lhr = result.lhr as unknown as SignedInRun["lhr"];
      const seen = await page.evaluate(() => ({
        url: location.href,
        headings: [...document.querySelectorAll("h1")].map((h) => h.textContent ?? ""),
      }));
      return {
        lhr,
        report: typeof result.report === "string" ? result.report : JSON.stringify(result.lhr),
        rendered: { status: documentStatus(lhr), finalUrl: seen.url, headings: seen.headings },
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
    track(undefined);
  }
}

/** The main document's status from Lighthouse's network-requests table (after redirects), or null. */
function documentStatus(lhr: SignedInRun["lhr"]): number | null {
  const details = lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined;
  const main = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const item = details?.items?.find((row) => row.url === main && row.resourceType === "Document");
  return typeof item?.statusCode === "number" ? item.statusCode : null;
}
