import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, hydrated, phone, test } from "./fixtures";
import { PUBLIC } from "./support/routes";

const CLOSE_LABEL = "Close tab to return to registration";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, url: string, size: number) {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: size, height: size });
}

/** Opens `href` the way the registration form does: a target=_blank link, in a new tab. */
async function openInNewTab(page: Page, href: string): Promise<Page> {
  await page.evaluate((target) => {
    document.getElementById("e2e-new-tab")?.remove(); // the one a previous call added
    const link = document.createElement("a");
    link.href = target;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = "open";
    link.id = "e2e-new-tab";
    document.body.append(link);
  }, href);
  const [tab] = await Promise.all([page.context().waitForEvent("page"), page.locator("#e2e-new-tab").click()]);
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

/** Each fact is in the page's main text (as a reader sees it: innerText). */
async function expectFacts(main: Locator, facts: (string | RegExp)[]) {
  for (const fact of facts) {
    await expect(main, String(fact)).toContainText(fact, { useInnerText: true });
  }
}

test.describe("/terms", () => {
  test("19 numbered sections with a table of contents, the date and the key terms", async ({
    openPage,
    expectAccessible,
  }) => {
    const page = await openPage(phone);
    expect((await page.goto("/terms"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
    await expect(page.getByText("Last updated: January 2025", { exact: true })).toBeVisible();

    await expect(page.locator("main section > h2")).toHaveText(
      Array.from({ length: 19 }, (_, index) => new RegExp(`^${index + 1}\\. \\S`)),
    );

    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveCount(19);
    await hydrated(page);
    await contents.nth(16).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#limitation-of-liability");

    await expectFacts(page.locator("main"), [
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
    ]);
    await expectAccessible(page, "/terms");
  });
});

test.describe("/privacy", () => {
  test("the date and the policy's figures", async ({ openPage, expectAccessible }) => {
    const page = await openPage(phone);
    expect((await page.goto("/privacy"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated January 2025", { exact: true })).toBeVisible();
    await expectFacts(page.locator("main"), [
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
    ]);
    await expectAccessible(page, "/privacy");
  });
});

test.describe("the back button", () => {
  test("reads Back without from=onboarding and returns to the previous page", async ({ page }) => {
    await page.goto("/test");
    await page.goto("/privacy");
    await hydrated(page);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.waitForURL("**/test");
  });

  test("goes home when there is no previous page", async ({ page }) => {
    await page.goto("/test");
    await hydrated(page);
    const tab = await openInNewTab(page, "/terms");
    await hydrated(tab);
    await tab.getByRole("button", { name: "Back", exact: true }).click();
    await tab.waitForURL("**/onboarding"); // "/" sends a signed-out visitor to the funnel
  });

  test("with from=onboarding it closes the tab the registration form opened", async ({ page }) => {
    await page.goto("/test");
    await hydrated(page);
    for (const path of ["/terms?from=onboarding", "/privacy?from=onboarding"]) {
      const tab = await openInNewTab(page, path);
      const close = tab.getByRole("button", { name: CLOSE_LABEL });
      await expect(close).toBeVisible();
      await expect(tab.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);
      await hydrated(tab);
      await clickToClose(tab, close);
      expect(tab.isClosed()).toBe(true);
    }
  });

  test("with from=onboarding in a tab the browser will not close, it goes to registration", async ({ page }) => {
    await page.goto("/test"); // history the script did not create: window.close() is refused
    await page.goto("/privacy?from=onboarding");
    await hydrated(page);
    await page.getByRole("button", { name: CLOSE_LABEL }).click();
    await page.waitForURL("**/onboarding");
    expect(page.isClosed()).toBe(false);
  });
});

test.describe("/delete-info", () => {
  test("instructions, what is deleted, metadata and HowTo structured data", async ({ openPage, expectAccessible }) => {
    const page = await openPage(phone);
    expect((await page.goto("/delete-info"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Delete Your Account" })).toBeVisible();
    await expectFacts(page.locator("main"), [
      /Settings\s*→\s*Danger Zone\s*→\s*Delete Account/,
      "Mood and emotional data",
      "Partner check-ins and messages",
      "Ritual history and preferences",
      "Profile info",
      "Subscription and billing data",
      "permanent and cannot be undone",
    ]);
    await expect(page.locator("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );

    await expect(page).toHaveTitle("Delete Your Account · Attune");
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /Danger Zone/);

    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent())!) as {
      "@context": string;
      "@type": string;
      step: { "@type": string }[];
    };
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("HowTo");
    expect(data.step.length).toBeGreaterThan(0);
    expect(data.step.every((step) => step["@type"] === "HowToStep")).toBe(true);

    await expectAccessible(page, "/delete-info");
  });
});

test.describe("installable app", () => {
  test("the manifest has the required fields and every icon is a PNG of its declared size", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
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
      await expectPng(request, icon.src, Number(icon.sizes.split("x")[0]));
    }
  });

  test("the landing page links the manifest, favicon and apple-touch-icon, all reachable signed out", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const head = page.locator("head");
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", /^\/manifest\.webmanifest/);
    const apple = head.locator('link[rel="apple-touch-icon"]');
    await expect(apple).toHaveAttribute("href", /^\/apple-icon/);
    await expectPng(request, (await apple.getAttribute("href"))!, 180);
    const favicon = head.locator('link[rel="icon"][type="image/png"]');
    await expect(favicon).toHaveAttribute("href", /^\/icon/);
    await expectPng(request, (await favicon.getAttribute("href"))!, 32);
  });
});

test.describe("for search engines (issue #20)", () => {
  test("/robots.txt opens the public pages, closes signed-in ones, and names the sitemap on APP_URL", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ["/dashboard", "/settings", "/dev-tools", "/api/"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("/sitemap.xml lists the public pages only", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual([...PUBLIC].sort().map((p) => `${baseURL}${p}`));
  });

  test("every public page has a description, a canonical address, and Open Graph and Twitter cards with the icon", async ({
    openPage,
    request,
    baseURL,
  }) => {
    const page = await openPage(phone);
    for (const path of PUBLIC) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const head = page.locator("head");
      const meta = (selector: string) => head.locator(selector).first();
      await expect(meta('meta[name="description"]'), path).toHaveAttribute("content", /^[\s\S]{51,}$/);
      const description = (await meta('meta[name="description"]').getAttribute("content"))!;

      const canonicalLink = head.locator('link[rel="canonical"]');
      await expect(canonicalLink, path).toHaveAttribute("href", /^https?:\/\//);
      const canonical = new URL((await canonicalLink.getAttribute("href"))!);
      expect(canonical.pathname, path).toBe(path);
      // Pages rendered per request name this server's APP_URL; the prerendered ones, the APP_URL of the build, which
      // the e2e build does not set (a loopback server may differ from it; a public one may not, see startup.e2e).
      if (path === "/onboarding" || path === "/auth") expect(canonical.origin, path).toBe(baseURL);
      await expect(meta('meta[property="og:url"]'), path).toHaveAttribute("content", canonical.href);
      await expect(meta('meta[property="og:title"]'), path).toHaveAttribute("content", /Attune/);
      await expect(meta('meta[property="og:description"]'), path).toHaveAttribute("content", description);
      await expect(meta('meta[property="og:image"]'), path).toHaveAttribute(
        "content",
        `${canonical.origin}/icons/icon-512.png`,
      );
      await expect(meta('meta[name="twitter:card"]'), path).toHaveAttribute("content", "summary");
      await expect(meta('meta[name="twitter:image"]'), path).toHaveAttribute(
        "content",
        `${canonical.origin}/icons/icon-512.png`,
      );
    }
    await expectPng(request, "/icons/icon-512.png", 512);
  });

  test("the legal pages carry no toast region and fetch no toast code; the funnel has both", async ({ openPage }) => {
    const page = await openPage(phone);
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    const fetchedToastCode = async () =>
      (await Promise.all(scripts.splice(0))).some((code) => code.includes("data-sonner-toaster"));

    await page.goto("/terms");
    // Every script the page will fetch has been fetched: only then can its absence mean anything.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(0);
    const onTerms = await fetchedToastCode();
    expect(onTerms).toBe(false);

    await page.goto("/onboarding?payment=cancelled");
    await expect(page.getByText("Payment Cancelled")).toBeVisible();
    // The region is rendered by the toast code, so its code's response has been seen once the region is there.
    await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(1);
    const onFunnel = await fetchedToastCode();
    expect(onFunnel).toBe(true);
  });
});
