import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, test } from "vitest";

// Issue #36: one shape for the data layer's functions. Whoever reads or writes takes the executor (the pool, or the
// caller's transaction) as its LAST parameter, so a call reads as "what, then where": required where the function
// only makes sense inside the caller's transaction (locks, writes that commit with others), defaulted to the pool
// (`executor: Executor = db()`) where a read on its own is fine. Checked here on the syntax tree of every file.

const data = fileURLToPath(new URL(".", import.meta.url));
const sources = fs
  .readdirSync(data, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

/** Exported functions of a module with an executor-typed parameter anywhere but last, as "name(param i of n)". */
function misplacedExecutors(text: string): string[] {
  const source = ts.createSourceFile("module.ts", text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const node of source.statements) {
    if (!ts.isFunctionDeclaration(node) || !node.name) continue;
    if (!node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    node.parameters.forEach((parameter, i) => {
      const type = parameter.type?.getText(source).trim();
      if (type && /^(Executor|Transaction|Tx)$/.test(type) && i !== node.parameters.length - 1) {
        found.push(`${node.name!.text}(param ${i + 1} of ${node.parameters.length})`);
      }
    });
  }
  return found;
}

describe("lib/data signatures", () => {
  test("the check finds an executor that is not last", () => {
    const probe =
      "export function f(executor: Executor, id: string) {}\nexport function g(id: string, tx: Executor) {}";
    expect(misplacedExecutors(probe)).toEqual(["f(param 1 of 2)"]);
  });

  test.each(sources)("%s: every exported function takes its executor last", (file) => {
    expect(misplacedExecutors(fs.readFileSync(path.join(data, file), "utf8"))).toEqual([]);
  });
});
