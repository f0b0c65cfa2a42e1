import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";

/** Every icon module of this folder, one icon (and its old names) each. */
const modules = import.meta.glob<Record<string, unknown>>(["./*.tsx", "!./*.test.tsx"], { eager: true });
const ours = Object.values(modules).flatMap((exports) =>
  Object.entries(exports).filter(([, value]) => typeof value === "function"),
) as [string, ComponentType<Record<string, unknown>>][];

/** The ways the app renders icons: decorative with classes, named for assistive technology, with children. */
const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-5 shrink-0" },
  { "aria-hidden": true, className: "size-4 text-brand-600" },
  { "aria-label": "Warning", role: "img" },
  { className: "lucide size-5  size-5" },
];

describe("the icons are lucide's, drawn without its client runtime", () => {
  test("each module holds one icon, named after its file", () => {
    for (const [file, exports] of Object.entries(modules)) {
      const names = Object.keys(exports);
      const expected = file
        .slice(2, -".tsx".length)
        .split("-")
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join("");
      expect(names, file).toContain(expected);
    }
  });

  test.each(ours)("%s renders as lucide-react's does", (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>)[name];
    if (!Lucide) throw new Error(`lucide-react has no ${name}`);
    for (const props of PROPS) {
      expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
    }
    expect(renderToStaticMarkup(<Icon>{<title>Hi</title>}</Icon>)).toBe(
      renderToStaticMarkup(<Lucide>{<title>Hi</title>}</Lucide>),
    );
  });
});

describe("the app draws its icons from here", () => {
  const root = fileURLToPath(new URL("../../..", import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });

  test("no page or component imports lucide-react (decision 066)", () => {
    const importers = [...sources("app"), ...sources("components")].filter((file) =>
      /from "lucide-react"/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(importers).toEqual([]);
  });
});
