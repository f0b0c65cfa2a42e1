import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

// Proves the house rules in eslint.config.mjs fire where they should and stay quiet where they should not, so a
// config refactor cannot silently turn them off.

const root = fileURLToPath(new URL("..", import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loading the Next/TypeScript plugin stack is the slow part; do it once, outside any single test's timeout.
  await eslint.calculateConfigForFile(path.join(root, "lib/domain/warmup.ts"));
}, 60_000);

/** Rule ids of the errors ESLint reports for `code` as if it lived at `file` (relative to the repo root). */
async function errors(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

describe("layering (house rule 1)", () => {
  test("lib/domain may not import the database client", async () => {
    expect(await errors("lib/domain/score.ts", `import { db } from "@/db/client";\nexport const x = db;\n`)).toEqual([
      "no-restricted-imports",
    ]);
  });

  test("lib/domain may not climb to the database with a relative path", async () => {
    expect(
      await errors("lib/domain/sub/score.ts", `import { db } from "../../../db/client";\nexport const x = db;\n`),
    ).toEqual(["no-restricted-imports"]);
  });

  test("lib/domain may not import react", async () => {
    expect(
      await errors("lib/domain/score.ts", `import { useState } from "react";\nexport const x = useState;\n`),
    ).toEqual(["no-restricted-imports"]);
  });

  test("lib/domain may import other domain code", async () => {
    expect(
      await errors("lib/domain/score.ts", `import { y } from "@/lib/domain/other";\nexport const x = y;\n`),
    ).toEqual([]);
  });

  test("app/ may not import the schema", async () => {
    const code = `import { users } from "@/db/schema";\nexport default function Page() {\n  return <p>{String(users)}</p>;\n}\n`;
    expect(await errors("app/(site)/page.tsx", code)).toEqual(["no-restricted-imports"]);
  });

  test("components may not import services", async () => {
    const code = `import { signUpUser } from "@/lib/services/sign-up-user";\nexport const x = signUpUser;\n`;
    expect(await errors("components/sign-up-form.tsx", code)).toEqual(["no-restricted-imports"]);
  });

  test("services may import types from the client, but not the runtime handle", async () => {
    const typeOnly = `import type { Executor } from "@/db/client";\nexport type X = Executor;\n`;
    expect(await errors("lib/services/thing.ts", typeOnly)).toEqual([]);
    const runtime = `import { db } from "@/db/client";\nexport const x = db;\n`;
    expect(await errors("lib/services/thing.ts", runtime)).toEqual(["no-restricted-imports"]);
  });

  test("lib/data may import the database client", async () => {
    expect(await errors("lib/data/thing.ts", `import { db } from "@/db/client";\nexport const x = db;\n`)).toEqual([]);
  });
});

describe("drizzle where-guards", () => {
  // eslint-plugin-drizzle remembers the last member name across files, so each snippet first touches an unrelated
  // member to make the outcome independent of test order.
  const prelude = `import { eq } from "drizzle-orm";\nimport { db } from "@/db/client";\nimport { users } from "@/db/schema";\nconst column = users.id;\n`;

  test("db().delete without .where is an error", async () => {
    const code = `${prelude}export async function wipe() {\n  await db().delete(users);\n  return column;\n}\n`;
    expect(await errors("lib/data/thing.ts", code)).toEqual(["drizzle/enforce-delete-with-where"]);
  });

  test("db().delete with .where is fine", async () => {
    const code = `${prelude}export async function remove(id: string) {\n  await db().delete(users).where(eq(column, id));\n}\n`;
    expect(await errors("lib/data/thing.ts", code)).toEqual([]);
  });

  test("tx.update().set() without .where is an error, with .where is fine", async () => {
    const bad = `${prelude}export async function touch() {\n  await db().transaction(async (tx) => {\n    await tx.update(users).set({});\n  });\n  return column;\n}\n`;
    expect(await errors("lib/data/thing.ts", bad)).toEqual(["drizzle/enforce-update-with-where"]);
    const good = `${prelude}export async function touch(id: string) {\n  await db().transaction(async (tx) => {\n    await tx.update(users).set({}).where(eq(column, id));\n  });\n}\n`;
    expect(await errors("lib/data/thing.ts", good)).toEqual([]);
  });
});

describe("process.env (house rule 4)", () => {
  const code = `export const key = process.env.X;\n`;

  test("is an error in lib/services", async () => {
    expect(await errors("lib/services/thing.ts", code)).toEqual(["no-restricted-syntax"]);
  });

  test("is an error when destructured or spread", async () => {
    const destructured = `const { X } = process.env;\nexport const key = X;\n`;
    expect(await errors("lib/services/thing.ts", destructured)).toEqual(["no-restricted-syntax"]);
    expect(await errors("app/page.tsx", `export const all = { ...process.env };\n`)).toEqual(["no-restricted-syntax"]);
  });

  test("is allowed in lib/env.ts", async () => {
    expect(await errors("lib/env.ts", code)).toEqual([]);
  });

  test("NEXT_RUNTIME, a build-time constant, is allowed anywhere", async () => {
    const runtime = `export const node = process.env.NEXT_RUNTIME === "nodejs";\n`;
    expect(await errors("instrumentation.ts", runtime)).toEqual([]);
  });
});

describe("lib/domain purity (no hidden clock or randomness)", () => {
  test.each([
    ["Date.now()", `export const t = Date.now();\n`],
    ["new Date()", `export const t = new Date();\n`],
    ["Math.random()", `export const r = Math.random();\n`],
  ])("%s is an error in lib/domain", async (_name, code) => {
    expect(await errors("lib/domain/score.ts", code)).toEqual(["no-restricted-syntax"]);
  });

  test("building a Date from an argument is fine, and process.env is still refused there", async () => {
    expect(await errors("lib/domain/score.ts", `export const at = (ms: number) => new Date(ms);\n`)).toEqual([]);
    expect(await errors("lib/domain/score.ts", `export const key = process.env.X;\n`)).toEqual([
      "no-restricted-syntax",
    ]);
  });

  test("the clock is allowed outside lib/domain and in domain tests", async () => {
    expect(await errors("lib/services/thing.ts", `export const t = Date.now();\n`)).toEqual([]);
    expect(await errors("lib/domain/score.test.ts", `export const t = new Date();\n`)).toEqual([]);
  });
});

describe("lib/validation builds strings with the shared text type (issue #11)", () => {
  const zod = `import { z } from "zod";\n`;

  test.each([
    ["z.string()", `${zod}export const s = z.string().max(10);\n`],
    ["z.coerce.string()", `${zod}export const s = z.coerce.string();\n`],
    ["a reference to z.string", `${zod}const make = z.string;\nexport const s = make();\n`],
    ["string imported from zod", `import { string } from "zod";\nexport const s = string();\n`],
  ])("%s is an error in lib/validation", async (_name, code) => {
    expect(await errors("lib/validation/thing.ts", code)).toEqual(["no-restricted-syntax"]);
  });

  test("text(), anyText() and zod's strict formats are fine", async () => {
    const code = `${zod}import { anyText, text } from "./text";\nexport const a = text({ max: 10 });\nexport const b = anyText({ max: 10 });\nexport const c = z.email();\n`;
    expect(await errors("lib/validation/thing.ts", code)).toEqual([]);
  });

  test("z.string() is allowed in text.ts itself, in tests and outside lib/validation", async () => {
    const code = `${zod}export const s = z.string();\n`;
    expect(await errors("lib/validation/text.ts", code)).toEqual([]);
    expect(await errors("lib/validation/thing.test.ts", code)).toEqual([]);
    expect(await errors("lib/services/thing.ts", code)).toEqual([]);
  });

  test("process.env is still refused in lib/validation", async () => {
    expect(await errors("lib/validation/thing.ts", `export const key = process.env.X;\n`)).toEqual([
      "no-restricted-syntax",
    ]);
  });
});
