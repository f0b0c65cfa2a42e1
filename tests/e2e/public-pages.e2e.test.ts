import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { baseURL, newPage } from "./harness";
import { PUBLIC } from "./routes";

const phone = { viewport: { width: 390, height: 844 } };
const CLOSE_LABEL = "Close tab to return to registration";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(page: Page, url: string, size: number) {
  const response = await page.request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: size, height: size });
}

/** Opens `href` the way the registration form does: a target=_blank link, in a new tab. */
async function openInNewTab(page: Page, href: string): Promise<Page> {
  await page.evaluate((target) => {
    const link = document.createElement("a");
    link.href = target;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = "open";
    link.id = "e2e-new-tab";
    document.body.append(link);
  }, href);
  const [tab] = await Promise.all([page.context().waitForEvent("page"), page.click("#e2e-new-tab")]);
  await tab.waitForLoadState();
  return tab;
}

/**
 * Clicks a control that closes its own tab. The tab may go while Playwright is still finishing the click, which then
 * rejects with "Target page, context or browser has been closed": that is the close under test. Any other click error
 * fails the test at once, and a click that closes nothing fails on the close event's timeout.
 */
async function clickToClose(tab: Page, control: Locator) {
  const closed = tab.waitForEvent("close");
  try {
    await control.click();
  } catch (error) {
    if (!/closed/i.test(String(error))) {
      closed.catch(() => undefined); // the click's error is the one to report
      throw error;
    }
  }
  await closed;
}

describe("/terms", () => {
  test("19 numbered sections with a table of contents, the date and the key terms", async () => {
    const page = await newPage(phone);
    expect((await page.goto("/terms"))?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Terms and Conditions" }).waitFor();
    await page.getByText("Last updated: January 2025", { exact: true }).waitFor();

    const headings = await page.locator("main section > h2").allTextContents();
    expect(headings).toHaveLength(19);
    headings.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)));

    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    expect(await contents.count()).toBe(19);
    await contents.nth(16).click();
    expect(new URL(page.url()).hash).toBe("#limitation-of-liability");

    const text = await page.locator("main").innerText();
    for (const fact of [
      "18 years old",
      "not offered to anyone under 18",
      "Both partners must consent",
      "monthly",
      "annually",
      "renew automatically",
      "at least 24 hours before the end of the current period",
      "7-day free trial",
      "$0",
      "30 days’ notice",
      "twelve months",
      "not medical advice",
      "State of Delaware",
      "One subscription covers both partners",
    ]) {
      expect(text, fact).toContain(fact);
    }
    await expectAccessible(page);
  });
});

describe("/privacy", () => {
  test("the date and the policy's figures", async () => {
    const page = await newPage(phone);
    expect((await page.goto("/privacy"))?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.getByText("Last updated January 2025", { exact: true }).waitFor();
    const text = await page.locator("main").innerText();
    for (const fact of [
      "argon2id",
      "Mood and emotional data",
      "Partner-connection consent records",
      "TLS",
      "AES-256",
      "do not sell",
      "no advertising cookies",
      "mainly in the United States",
      "within 30 days",
      "up to 90 days",
      "at least 30 days",
      "only with your explicit consent",
      "revocable",
    ]) {
      expect(text, fact).toContain(fact);
    }
    await expectAccessible(page);
  });
});

describe("the back button", () => {
  test("reads Back without from=onboarding and returns to the previous page", async () => {
    const page = await newPage();
    await page.goto("/test");
    await page.goto("/privacy");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.waitForURL("**/test");
  });

  test("goes home when there is no previous page", async () => {
    const page = await newPage();
    await page.goto("/test");
    const tab = await openInNewTab(page, "/terms");
    await tab.getByRole("button", { name: "Back", exact: true }).click();
    await tab.waitForURL("**/onboarding"); // "/" sends a signed-out visitor to the funnel
  });

  test("with from=onboarding it closes the tab the registration form opened", async () => {
    const page = await newPage();
    await page.goto("/test");
    for (const path of ["/terms?from=onboarding", "/privacy?from=onboarding"]) {
      const tab = await openInNewTab(page, path);
      const close = tab.getByRole("button", { name: CLOSE_LABEL });
      await close.waitFor();
      expect(await tab.getByRole("button", { name: "Back", exact: true }).count()).toBe(0);
      await clickToClose(tab, close);
      expect(tab.isClosed()).toBe(true);
    }
  });

  test("with from=onboarding in a tab the browser will not close, it goes to registration", async () => {
    const page = await newPage();
    await page.goto("/test"); // history the script did not create: window.close() is refused
    await page.goto("/privacy?from=onboarding");
    await page.getByRole("button", { name: CLOSE_LABEL }).click();
    await page.waitForURL("**/onboarding");
    expect(page.isClosed()).toBe(false);
  });
});

describe("/delete-info", () => {
  test("instructions, what is deleted, metadata and HowTo structured data", async () => {
    const page = await newPage(phone);
    expect((await page.goto("/delete-info"))?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Delete Your Account" }).waitFor();
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/Settings\s*→\s*Danger Zone\s*→\s*Delete Account/);
    for (const item of [
      "Mood and emotional data",
      "Partner check-ins and messages",
      "Ritual history and preferences",
      "Profile info",
      "Subscription and billing data",
      "permanent and cannot be undone",
    ]) {
      expect(text, item).toContain(item);
    }
    expect(await page.locator("main").getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy",
    );

    expect(await page.title()).toBe("Delete Your Account · Attune");
    expect(await page.locator('head meta[name="description"]').getAttribute("content")).toContain("Danger Zone");

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!) as { "@context": string; "@type": string; step: { "@type": string }[] };
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("HowTo");
    expect(data.step.length).toBeGreaterThan(0);
    expect(data.step.every((step) => step["@type"] === "HowToStep")).toBe(true);

    await expectAccessible(page);
  });
});

describe("installable app", () => {
  test("the manifest has the required fields and every icon is a PNG of its declared size", async () => {
    const page = await newPage();
    const response = await page.request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Attune",
      short_name: "Attune",
      start_url: "/dashboard",
      display: "standalone",
      theme_color: "#c2185b",
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    for (const size of [180, 192, 512, 1024]) {
      expect(
        manifest.icons.some((icon) => icon.src === `/icons/icon-${size}.png` && icon.sizes === `${size}x${size}`),
      ).toBe(true);
    }
    expect(manifest.icons.some((icon) => icon.purpose === "maskable" && icon.sizes === "512x512")).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      await expectPng(page, icon.src, Number(icon.sizes.split("x")[0]));
    }
  });

  test("the landing page links the manifest, favicon and apple-touch-icon, all reachable signed out", async () => {
    const page = await newPage();
    await page.goto("/");
    const head = page.locator("head");
    expect(await head.locator('link[rel="manifest"]').getAttribute("href")).toMatch(/^\/manifest\.webmanifest/);
    const apple = await head.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect(apple).toMatch(/^\/apple-icon/);
    await expectPng(page, apple!, 180);
    const favicon = await head.locator('link[rel="icon"][type="image/png"]').getAttribute("href");
    expect(favicon).toMatch(/^\/icon/);
    await expectPng(page, favicon!, 32);
  });
});

describe("for search engines (issue #20)", () => {
  test("/robots.txt opens the public pages, closes signed-in ones, and names the sitemap on APP_URL", async () => {
    const response = await fetch(new URL("/robots.txt", baseURL), { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ["/dashboard", "/settings", "/dev-tools", "/api/"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("/sitemap.xml lists the public pages only", async () => {
    const response = await fetch(new URL("/sitemap.xml", baseURL), { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual([...PUBLIC].sort().map((p) => `${baseURL}${p}`));
  });

  test("every public page has a description, a canonical address, and Open Graph and Twitter cards with the icon", async () => {
    const page = await newPage(phone);
    for (const path of PUBLIC) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const head = page.locator("head");
      const meta = (selector: string) => head.locator(selector).first().getAttribute("content");
      expect((await meta('meta[name="description"]'))?.length, path).toBeGreaterThan(50);

      const canonical = new URL((await head.locator('link[rel="canonical"]').getAttribute("href"))!);
      expect(canonical.pathname, path).toBe(path);
      // Pages rendered per request name this server's APP_URL; the prerendered ones, the APP_URL of the build, which
      // the e2e build does not set (a loopback server may differ from it; a public one may not, see startup.e2e).
      if (path === "/onboarding" || path === "/auth") expect(canonical.origin, path).toBe(baseURL);
      expect(await meta('meta[property="og:url"]'), path).toBe(canonical.href);
      expect(await meta('meta[property="og:title"]'), path).toMatch(/Attune/);
      expect(await meta('meta[property="og:description"]'), path).toBe(await meta('meta[name="description"]'));
      expect(await meta('meta[property="og:image"]'), path).toBe(`${canonical.origin}/icons/icon-512.png`);
      expect(await meta('meta[name="twitter:card"]'), path).toBe("summary");
      expect(await meta('meta[name="twitter:image"]'), path).toBe(`${canonical.origin}/icons/icon-512.png`);
    }
    await expectPng(page, "/icons/icon-512.png", 512);
  });

  test("the legal pages carry no toast region and fetch no toast code; the funnel has both", async () => {
    const page = await newPage(phone);
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    const fetchedToastCode = async () =>
      (await Promise.all(scripts.splice(0))).some((code) => code.includes("data-sonner-toaster"));

    await page.goto("/terms");
    await page.waitForLoadState("networkidle");
    expect(await page.locator("section[aria-label^='Notifications']").count()).toBe(0);
    expect(await fetchedToastCode()).toBe(false);

    await page.goto("/onboarding?payment=cancelled");
    await page.getByText("Payment Cancelled").waitFor();
    expect(await page.locator("section[aria-label^='Notifications']").count()).toBe(1);
    expect(await fetchedToastCode()).toBe(true);
  });
});
