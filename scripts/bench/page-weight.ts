import http from "node:http";
import { gunzipSync } from "node:zlib";
import type { Verdict } from "./lighthouse";

/*
 * What a public page weighs, read from the HTML the server sends and the files it names (issue #42). None of it
 * depends on how fast the machine is: the same build gives the same figures on a fast host, a slow one or one with
 * a CPU hog, so a budget on them can be strict where Lighthouse's performance score cannot (decision 044).
 *
 * "Sent" is what crosses the wire (the server gzips scripts, styles and documents); "unpacked" is what the phone
 * parses and compiles, which is what a large but repetitive script costs.
 */

export interface Resource {
  url: string;
  /** Bytes on the wire. */
  sent: number;
  /** Bytes after decompression. */
  unpacked: number;
}

export interface PageWeight {
  page: string;
  document: Resource;
  /** Scripts the HTML loads (`nomodule` ones left out: current browsers skip them). */
  scripts: Resource[];
  stylesheets: Resource[];
  /** Every distinct subresource the HTML asks for while loading: scripts, stylesheets, preloads, images. */
  requests: string[];
  /** Stylesheets and scripts that hold the first paint (see renderBlocking). */
  renderBlocking: string[];
}

export interface Tag {
  name: string;
  attributes: Record<string, string>;
  inHead: boolean;
}

/** The opening tags of script, link and img elements, with their attributes (names lower-cased). */
export function resourceTags(html: string): Tag[] {
  const headEnd = html.search(/<\/head>/i);
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<(script|link|img)\b([^>]*)>/gi)) {
    const attributes: Record<string, string> = {};
    for (const [, name, , doubleQuoted, singleQuoted, bare] of match[2]!.matchAll(
      /([^\s"'=<>/]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    ))
      attributes[name!.toLowerCase()] = doubleQuoted ?? singleQuoted ?? bare ?? "";
    tags.push({ name: match[1]!.toLowerCase(), attributes, inHead: headEnd < 0 || match.index < headEnd });
  }
  return tags;
}

const rels = (tag: Tag) => (tag.attributes.rel ?? "").toLowerCase().split(/\s+/);
const isScript = (tag: Tag) => tag.name === "script" && !!tag.attributes.src && !("nomodule" in tag.attributes);
const isStylesheet = (tag: Tag) => tag.name === "link" && rels(tag).includes("stylesheet") && !!tag.attributes.href;

/**
 * The browser's rules for what holds the first paint: a stylesheet whose media applies to a screen (none given is
 * "all"), and a classic script in the head without async or defer, which stops the parser. Module scripts defer.
 */
export function renderBlocking(tags: Tag[]): string[] {
  return tags.flatMap((tag) => {
    if (isStylesheet(tag)) {
      const media = (tag.attributes.media ?? "all").trim().toLowerCase();
      return media === "" || /(^|,)\s*(all|screen)\b/.test(media) ? [tag.attributes.href!] : [];
    }
    if (isScript(tag) && tag.inHead) {
      const deferred = "async" in tag.attributes || "defer" in tag.attributes || tag.attributes.type === "module";
      return deferred ? [] : [tag.attributes.src!];
    }
    return [];
  });
}

/** Distinct URLs the HTML makes the browser fetch while the page loads. */
export function requestedUrls(tags: Tag[]): string[] {
  const urls = tags.flatMap((tag) => {
    if (isScript(tag)) return [tag.attributes.src!];
    if (isStylesheet(tag)) return [tag.attributes.href!];
    if (tag.name === "link" && (rels(tag).includes("preload") || rels(tag).includes("modulepreload")))
      return tag.attributes.href ? [tag.attributes.href] : [];
    if (tag.name === "img" && tag.attributes.src && tag.attributes.loading !== "lazy") return [tag.attributes.src];
    return [];
  });
  return [...new Set(urls)];
}

/** One GET as a browser sends it (gzip accepted): the bytes on the wire, and the body. */
function fetchSent(url: string): Promise<{ status: number; resource: Resource; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" }, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(wire) : wire;
        resolve({
          status: response.statusCode ?? 0,
          resource: { url, sent: wire.length, unpacked: body.length },
          body: body.toString("utf8"),
        });
      });
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} took over 30 s`)));
    request.on("error", reject);
  });
}

/** Fetches the page and every script and stylesheet its HTML names from the server at `baseUrl`. */
export async function measureWeight(baseUrl: string, page: string): Promise<PageWeight> {
  const document = await fetchSent(`${baseUrl}${page}`);
  if (document.status !== 200) throw new Error(`GET ${page} answered ${document.status}`);
  const tags = resourceTags(document.body);
  const fetchAll = (urls: string[]) =>
    Promise.all(
      urls.map(async (url) => {
        const { status, resource } = await fetchSent(new URL(url, baseUrl).href);
        if (status !== 200) throw new Error(`GET ${url} (named by ${page}) answered ${status}`);
        return { ...resource, url };
      }),
    );
  return {
    page,
    document: { ...document.resource, url: page },
    scripts: await fetchAll([...new Set(tags.filter(isScript).map((tag) => tag.attributes.src!))]),
    stylesheets: await fetchAll([...new Set(tags.filter(isStylesheet).map((tag) => tag.attributes.href!))]),
    requests: requestedUrls(tags),
    renderBlocking: renderBlocking(tags),
  };
}

export interface WeightFigures {
  scriptSent: number;
  scriptUnpacked: number;
  /** Scripts the bare reference page does not load: the page's own code. */
  ownScriptSent: number;
  ownScriptUnpacked: number;
  stylesheetSent: number;
  documentSent: number;
  requests: number;
  renderBlocking: number;
}

export type WeightBudget = WeightFigures;

const sum = (resources: Resource[], key: "sent" | "unpacked") => resources.reduce((n, r) => n + r[key], 0);

export function weightFigures(weight: PageWeight, reference: PageWeight): WeightFigures {
  const shared = new Set(reference.scripts.map((script) => script.url));
  const own = weight.scripts.filter((script) => !shared.has(script.url));
  return {
    scriptSent: sum(weight.scripts, "sent"),
    scriptUnpacked: sum(weight.scripts, "unpacked"),
    ownScriptSent: sum(own, "sent"),
    ownScriptUnpacked: sum(own, "unpacked"),
    stylesheetSent: sum(weight.stylesheets, "sent"),
    documentSent: weight.document.sent,
    requests: weight.requests.length,
    renderBlocking: weight.renderBlocking.length,
  };
}

const LABELS: Record<keyof WeightFigures, string> = {
  scriptSent: "scripts sent",
  scriptUnpacked: "scripts unpacked",
  ownScriptSent: "own scripts sent",
  ownScriptUnpacked: "own scripts unpacked",
  stylesheetSent: "stylesheets sent",
  documentSent: "document sent",
  requests: "requests",
  renderBlocking: "render-blocking resources",
};
const COUNTS = new Set<keyof WeightFigures>(["requests", "renderBlocking"]);

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const show = (key: keyof WeightFigures, value: number) => (COUNTS.has(key) ? String(value) : kB(value));

/** Every figure must stay within its budget: no tolerance, as none of them moves with the machine. */
export function judgeWeight(figures: WeightFigures, budget: WeightBudget): Verdict {
  const reasons = (Object.keys(LABELS) as (keyof WeightFigures)[])
    .filter((key) => figures[key] > budget[key])
    .map((key) => `${LABELS[key]} ${show(key, figures[key])} (budget ${show(key, budget[key])})`);
  return { pass: reasons.length === 0, reasons };
}

/**
 * "scripts 145.2 kB sent / 479.4 kB unpacked (own 4.7 / 11.3 kB) · styles 11.0 kB · document 11.2 kB · 13 requests ·
 * 1 render-blocking".
 */
export function formatWeight(figures: WeightFigures): string {
  return (
    `scripts ${kB(figures.scriptSent)} sent / ${kB(figures.scriptUnpacked)} unpacked ` +
    `(own ${(figures.ownScriptSent / 1000).toFixed(1)} / ${kB(figures.ownScriptUnpacked)}) · ` +
    `styles ${kB(figures.stylesheetSent)} · document ${kB(figures.documentSent)} · ` +
    `${figures.requests} requests · ${figures.renderBlocking} render-blocking`
  );
}
