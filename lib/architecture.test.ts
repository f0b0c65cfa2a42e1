import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// Issue #36: the documents that describe the house stay true. ARCHITECTURE.md's import graph is compared with the
// imports the code really has, and every decision record or house rule a file cites must exist.

const root = fileURLToPath(new URL("..", import.meta.url));
const SKIP = new Set(["node_modules", ".next", ".data", ".git", "coverage", "test-results", "public"]);

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(rel, keep, found);
    } else if (keep(rel)) found.push(rel);
  }
  return found;
}

/** `lib/<folder>` for lib's folders and single files, otherwise the top-level folder or file. */
function layerOf(file: string): string {
  const [top, second] = file.split("/");
  const name = (part: string) => part.replace(/\.tsx?$/, "");
  return top === "lib" ? `lib/${name(second!)}` : name(top!);
}

/** Cross-cutting modules every layer may use; the graph leaves them out. */
const EVERYWHERE = new Set(["lib/env", "lib/errors", "lib/logger", "lib/tracing"]);

function importGraph(): Map<string, Set<string>> {
  const sources = walk(
    "",
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/^(tests|scripts)\//.test(file),
  ).filter((file) => !file.endsWith(".d.ts"));
  const graph = new Map<string, Set<string>>();
  for (const file of sources) {
    const from = layerOf(file);
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, specifier] of text.matchAll(/(?:\bfrom|\bimport\(?)\s*["']([^"']+)["']/g)) {
      let target: string;
      if (specifier!.startsWith("@/")) target = specifier!.slice(2);
      else if (specifier!.startsWith("."))
        target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier!));
      else continue;
      const to = layerOf(target);
      if (to === from || EVERYWHERE.has(to)) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

function documentedGraph(): Map<string, Set<string>> {
  const architecture = fs.readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8");
  const block = /```import-graph\n([\s\S]*?)```/.exec(architecture);
  if (!block) throw new Error("ARCHITECTURE.md has no import-graph block");
  const graph = new Map<string, Set<string>>();
  for (const line of block[1]!.trim().split("\n")) {
    const [from, to] = line.split(" → ");
    graph.set(from!.trim(), new Set(to!.split(",").map((name) => name.trim())));
  }
  return graph;
}

const lines = (graph: Map<string, Set<string>>) =>
  [...graph.entries()].map(([from, to]) => `${from} → ${[...to].sort().join(", ")}`).sort();

/** Every file that may cite a decision or a house rule: code, configuration and the docs. */
const citing = walk("", (file) => /\.(tsx?|mjs|md)$/.test(file));

describe("ARCHITECTURE.md", () => {
  test("its import graph is the code's", () => {
    expect(lines(documentedGraph())).toEqual(lines(importGraph()));
  });

  test("the graph reader sees a made-up arrow", () => {
    // Guards the reader itself: a relative import climbing into another layer is an arrow too.
    const fake = "lib/domain/x.ts";
    expect(layerOf(path.posix.normalize(path.posix.join(path.posix.dirname(fake), "../data/moods")))).toBe("lib/data");
    expect(layerOf("lib/env.ts")).toBe("lib/env");
    expect(layerOf("proxy.ts")).toBe("proxy");
  });
});

describe("citations", () => {
  const records = new Set(fs.readdirSync(path.join(root, "docs/decisions")).map((name) => name.slice(0, 3)));

  test("every decision a file cites has its record", () => {
    const missing: string[] = [];
    for (const file of citing) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, list] of text.matchAll(/\b[Dd]ecisions? ((?:\d{3}(?:, | and | and |–|-| or ))*\d{3})\b/g)) {
        for (const number of list!.match(/\d{3}/g)!) if (!records.has(number)) missing.push(`${file}: ${number}`);
      }
    }
    expect(missing).toEqual([]);
    expect(records.size).toBeGreaterThan(60);
  });

  test("every house rule a file cites is one of ARCHITECTURE.md's numbered rules", () => {
    const architecture = fs.readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8");
    const rules = architecture.slice(architecture.indexOf("## House rules"));
    const numbered = new Set([...rules.matchAll(/^(\d+)\. /gm)].map(([, number]) => Number(number)));
    expect(numbered).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const wrong: string[] = [];
    for (const file of citing) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, first, second] of text.matchAll(/[Hh]ouse rules? (\d+)(?: and (\d+))?/g)) {
        for (const number of [first, second])
          if (number && !numbered.has(Number(number))) wrong.push(`${file}: ${number}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
