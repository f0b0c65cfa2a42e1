import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// Issue #36: one address per use case. lib/services holds feature folders (lib/services/<feature>/<verb-noun>.ts),
// and each file is named after the use case it exports, so a name found in a caller leads straight to its file.
// shared/ holds the helpers several features' use cases call (rate limits, replay checks, follow-up failures).

const services = fileURLToPath(new URL(".", import.meta.url));
const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const features = fs
  .readdirSync(services, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const useCases = features
  .filter((feature) => feature !== "shared")
  .flatMap((feature) =>
    fs
      .readdirSync(path.join(services, feature))
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => `${feature}/${file}`),
  );

describe("lib/services layout", () => {
  test("holds feature folders only, beside this test", () => {
    const files = fs
      .readdirSync(services, { withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => entry.name);
    expect(files).toEqual(["layout.test.ts"]);
    expect(features.length).toBeGreaterThan(10);
  });

  test.each(useCases)("%s exports the use case it is named after", (file) => {
    const source = fs.readFileSync(path.join(services, file), "utf8");
    const name = camel(path.basename(file, ".ts"));
    expect(source).toMatch(new RegExp(`^export (?:async )?(?:function\\*?|const) ${name}\\b`, "m"));
  });

  test.each(useCases)("%s takes one options object (or nothing)", (file) => {
    const source = fs.readFileSync(path.join(services, file), "utf8");
    const name = camel(path.basename(file, ".ts"));
    // The parameter list opens with a destructured object, a single `options`/`input` name, or is empty.
    const opening = new RegExp(`^export (?:async )?(?:function\\*?|const) ${name}\\b[^(]*\\(\\s*(.)`, "m").exec(source);
    expect(opening?.[1]).toMatch(/^[{)oi]$/);
  });

  test("integration tests are filed by the same features", () => {
    const root = fileURLToPath(new URL("../../tests/integration", import.meta.url));
    const loose = fs.readdirSync(root).filter((name) => name.endsWith(".test.ts"));
    expect(loose).toEqual([]);
  });
});
