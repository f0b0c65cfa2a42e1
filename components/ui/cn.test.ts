import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

/*
 * cn() joins and no longer resolves conflicts (decision 060). What keeps that safe: no cn() call in the app names two
 * utilities that set the same property (say `py-2` and, when a condition holds, `py-3`), since which of them wins
 * would then depend on the stylesheet's order. tailwind-merge, a development dependency now, is the judge: for every
 * combination of a call's literals that a render can produce, it must drop nothing.
 */

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "app", "components"], { cwd: root, encoding: "utf8" });
  return listed.split("\n").filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The class lists an expression can give: a literal one, `x && y` y's or none, `c ? a : b` either side's. */
function alternatives(node: ts.Expression): string[][] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text.split(/\s+/)];
  if (ts.isParenthesizedExpression(node)) return alternatives(node.expression);
  if (ts.isConditionalExpression(node)) return [...alternatives(node.whenTrue), ...alternatives(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return [[], ...alternatives(node.right)];
  // A name or a lookup (a prop, a table of tones): not known here.
  return [[]];
}

/** Each cn(...) call of `file`: where it is and every class list its literal arguments can add up to. */
export function cnCalls(file: string, text: string): { at: string; lists: string[][] }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const calls: { at: string; lists: string[][] }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cn") {
      const lists = node.arguments
        .map(alternatives)
        .reduce<string[][]>(
          (sofar, options) => sofar.flatMap((list) => options.map((more) => [...list, ...more])),
          [[]],
        )
        .map((list) => list.filter(Boolean));
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      calls.push({ at: `${file}:${line + 1}`, lists });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return calls;
}

function conflicts(classes: string[]): string[] {
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}

describe("cn", () => {
  it("joins what is given, skipping what is falsy, and keeps every class", () => {
    expect(cn("p-6", false, undefined, "p-5", { "text-sm": true, hidden: false })).toBe("p-6 p-5 text-sm");
  });

  it("follows a call's branches, so the check below sees a conflict that only some renders have", () => {
    const [call] = cnCalls(
      "x.tsx",
      `const a = cn("px-3 py-2", on && "py-3", on ? "bg-white" : \`bg-brand-50\`, tone);`,
    );
    expect(call!.at).toBe("x.tsx:1");
    expect(call!.lists).toEqual([
      ["px-3", "py-2", "bg-white"],
      ["px-3", "py-2", "bg-brand-50"],
      ["px-3", "py-2", "py-3", "bg-white"],
      ["px-3", "py-2", "py-3", "bg-brand-50"],
    ]);
    expect(call!.lists.map(conflicts)).toEqual([[], [], ["py-2"], ["py-2"]]);
  });

  it("no call in the app names two utilities for the same property", () => {
    const files = sourceFiles();
    const found = files.flatMap((file) => cnCalls(file, readFileSync(path.join(root, file), "utf8")));
    // The scan must have reached the app's calls, or it proves nothing.
    expect(found.length).toBeGreaterThan(40);
    const clashing = found.flatMap(({ at, lists }) => {
      const dropped = [...new Set(lists.flatMap(conflicts))];
      return dropped.length > 0 ? [`${at}: ${dropped.join(" ")}`] : [];
    });
    expect(clashing).toEqual([]);
  });
});
