import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  formatWeight,
  judgeWeight,
  measureWeight,
  renderBlocking,
  requestedUrls,
  resourceTags,
  weightFigures,
  type PageWeight,
  type WeightBudget,
} from "./page-weight";
import { PAGE_BUDGETS } from "./public-page-budgets";

/** The head of a page as Next 16 sends it, reduced: async chunks, a nomodule polyfill, a font preload, the styles. */
const NEXT_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/page.js" async="" nonce="abc=="></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<link rel="icon" href="/favicon.ico"/>
</head><body><img src="/hero.png" alt=""/><img src="/later.png" loading="lazy" alt=""/>
<script src="/_next/static/chunks/webpack.js" async=""></script></body></html>`;

describe("reading the HTML", () => {
  test("tags keep their attributes, lower-cased, quoted or not, and know whether they sit in the head", () => {
    const [tag] = resourceTags(`<head><SCRIPT SRC='/a.js' async data-x=1></script></head>`);
    expect(tag).toEqual({ name: "script", attributes: { src: "/a.js", async: "", "data-x": "1" }, inHead: true });
    expect(resourceTags(`<head></head><body><img src="/b.png"></body>`)[0]!.inHead).toBe(false);
  });

  test("requests: scripts, stylesheets, preloads and eager images, each URL once; no nomodule script, no icon", () => {
    expect(requestedUrls(resourceTags(NEXT_PAGE))).toEqual([
      "/_next/static/media/inter.woff2",
      "/_next/static/chunks/app.css",
      "/_next/static/chunks/webpack.js",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
      "/hero.png",
    ]);
  });

  test("render-blocking: a stylesheet for every screen; async chunks and a print stylesheet are not", () => {
    expect(renderBlocking(resourceTags(NEXT_PAGE))).toEqual(["/_next/static/chunks/app.css"]);
    expect(renderBlocking(resourceTags(`<link rel="stylesheet" href="/print.css" media="print">`))).toEqual([]);
    expect(
      renderBlocking(resourceTags(`<link rel="stylesheet" href="/s.css" media="screen and (min-width: 40em)">`)),
    ).toEqual(["/s.css"]);
  });

  test("render-blocking: a classic script in the head without async or defer is; a module or a body script is not", () => {
    const html = `<head><script src="/sync.js"></script><script src="/deferred.js" defer></script>
      <script type="module" src="/module.js"></script></head><body><script src="/late.js"></script></body>`;
    expect(renderBlocking(resourceTags(html))).toEqual(["/sync.js"]);
  });
});

const resource = (url: string, sent: number, unpacked = sent * 3) => ({ url, sent, unpacked });

function weight(page: string, scripts: ReturnType<typeof resource>[]): PageWeight {
  return {
    page,
    document: resource(page, 5_000),
    scripts,
    stylesheets: [resource("/app.css", 11_000)],
    requests: [...scripts.map((s) => s.url), "/app.css"],
    renderBlocking: ["/app.css"],
  };
}

const runtime = [resource("/main.js", 100_000), resource("/react.js", 40_000)];
const reference = weight("/test", [...runtime, resource("/test-page.js", 3_000)]);

describe("figures and budgets", () => {
  test("a page's own scripts are those the reference page does not load", () => {
    const figures = weightFigures(
      weight("/terms", [...runtime, resource("/back-button.js", 4_700, 11_300)]),
      reference,
    );
    expect(figures).toEqual({
      scriptSent: 144_700,
      scriptUnpacked: 431_300,
      ownScriptSent: 4_700,
      ownScriptUnpacked: 11_300,
      stylesheetSent: 11_000,
      documentSent: 5_000,
      requests: 4,
      renderBlocking: 1,
    });
    expect(formatWeight(figures)).toBe(
      "scripts 144.7 kB sent / 431.3 kB unpacked (own 4.7 / 11.3 kB) · styles 11.0 kB · document 5.0 kB · " +
        "4 requests · 1 render-blocking",
    );
  });

  const budget: WeightBudget = {
    scriptSent: 155_000,
    scriptUnpacked: 500_000,
    ownScriptSent: 6_000,
    ownScriptUnpacked: 14_000,
    stylesheetSent: 13_000,
    documentSent: 13_000,
    requests: 14,
    renderBlocking: 1,
  };

  test("within every budget passes; at a budget exactly passes too", () => {
    const terms = weightFigures(weight("/terms", [...runtime, resource("/back-button.js", 4_700, 11_300)]), reference);
    expect(judgeWeight(terms, budget)).toEqual({ pass: true, reasons: [] });
    expect(judgeWeight({ ...terms, ownScriptSent: 6_000, renderBlocking: 1 }, budget).pass).toBe(true);
  });

  test("100 kB of a page's own code fails on what it adds, sent and unpacked, named with the budget", () => {
    const heavier = weight("/terms", [
      ...runtime,
      resource("/back-button.js", 4_700, 11_300),
      resource("/x.js", 30_000, 100_000),
    ]);
    expect(judgeWeight(weightFigures(heavier, reference), budget).reasons).toEqual([
      "scripts sent 174.7 kB (budget 155.0 kB)",
      "scripts unpacked 531.3 kB (budget 500.0 kB)",
      "own scripts sent 34.7 kB (budget 6.0 kB)",
      "own scripts unpacked 111.3 kB (budget 14.0 kB)",
    ]);
  });

  test("a second render-blocking stylesheet and an extra request are counted, not weighed", () => {
    const figures = weightFigures(weight("/terms", runtime), reference);
    expect(judgeWeight({ ...figures, renderBlocking: 2, requests: 15 }, budget).reasons).toEqual([
      "requests 15 (budget 14)",
      "render-blocking resources 2 (budget 1)",
    ]);
  });

  test("every public page has a budget, and a legal page's own code is no more than its back button", () => {
    expect(Object.keys(PAGE_BUDGETS).sort()).toEqual(["/delete-info", "/onboarding", "/privacy", "/terms"]);
    for (const page of ["/terms", "/privacy", "/delete-info"])
      expect(PAGE_BUDGETS[page]!.ownScriptSent).toBeLessThan(8_000);
  });
});

describe("measuring a served page", () => {
  const js = "console.log('hello');\n".repeat(200);
  let server: http.Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const gzip = /gzip/.test(String(request.headers["accept-encoding"]));
      const send = (type: string, body: string, status = 200) => {
        response.writeHead(status, { "content-type": type, ...(gzip ? { "content-encoding": "gzip" } : {}) });
        response.end(gzip ? gzipSync(body) : body);
      };
      if (request.url === "/page") send("text/html", NEXT_PAGE.replace(/<img[^>]*>/g, ""));
      else if (request.url === "/broken") send("text/html", `<script src="/missing.js" async></script>`);
      else if (request.url?.endsWith(".js"))
        send("text/javascript", request.url === "/missing.js" ? "" : js, request.url === "/missing.js" ? 404 : 200);
      else if (request.url?.endsWith(".css")) send("text/css", "body{margin:0}");
      else send("text/plain", "not found", 404);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("fetches the page and what it names as a browser would: gzip on the wire, sizes sent and unpacked", async () => {
    const measured = await measureWeight(baseUrl, "/page");
    expect(measured.scripts.map((s) => s.url)).toEqual([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/webpack.js",
    ]);
    for (const script of measured.scripts) {
      expect(script.unpacked).toBe(js.length);
      expect(script.sent).toBe(gzipSync(js).length);
    }
    expect(measured.stylesheets).toEqual([
      { url: "/_next/static/chunks/app.css", sent: gzipSync("body{margin:0}").length, unpacked: 14 },
    ]);
    expect(measured.renderBlocking).toEqual(["/_next/static/chunks/app.css"]);
  });

  test("a page that names a missing file, or is missing itself, is an error, not a light page", async () => {
    await expect(measureWeight(baseUrl, "/broken")).rejects.toThrow("GET /missing.js (named by /broken) answered 404");
    await expect(measureWeight(baseUrl, "/nowhere")).rejects.toThrow("GET /nowhere answered 404");
  });
});
