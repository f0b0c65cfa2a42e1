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
    const code = `import { signUpUser } from "@/lib/services/account/sign-up-user";\nexport const x = signUpUser;\n`;
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

describe("process.env (house rule 6)", () => {
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

describe("toasts load sonner on first use (decision 059)", () => {
  test("a static toast import from sonner is an error in components and app", async () => {
    const code = `import { toast } from "sonner";\nexport const say = () => toast("Hi");\n`;
    expect(await errors("components/goals/thing.tsx", code)).toEqual(["no-restricted-syntax"]);
    expect(await errors("app/goals/_components/thing.tsx", code)).toEqual(["no-restricted-syntax"]);
  });

  test("the lazy wrapper's type import and the Toaster are allowed", async () => {
    expect(
      await errors("components/ui/toast.ts", `import type { toast } from "sonner";\nexport type T = typeof toast;\n`),
    ).toEqual([]);
    expect(
      await errors("components/shell/thing.tsx", `import { Toaster } from "sonner";\nexport const T = Toaster;\n`),
    ).toEqual([]);
  });
});

describe("links are the light one (decision 066)", () => {
  test("next/link is an error in components and app", async () => {
    const code = `import Link from "next/link";\nexport const L = () => <Link href="/x">x</Link>;\n`;
    expect(await errors("components/goals/thing.tsx", code)).toEqual(["no-restricted-syntax"]);
    expect(await errors("app/goals/_components/thing.tsx", code)).toEqual(["no-restricted-syntax"]);
  });

  test("components/ui/link is allowed", async () => {
    const code = `import { Link } from "@/components/ui/link";\nexport const L = () => <Link href="/x">x</Link>;\n`;
    expect(await errors("components/goals/thing.tsx", code)).toEqual([]);
  });
});

describe("one way to call a server action from the client (issue #36, decision 074)", () => {
  const head = `"use client";\nimport { useTransition } from "react";\nimport { useAction } from "@/components/forms/use-action";\nimport { signInAction } from "@/lib/actions/auth";\n`;

  test("awaiting an action in a bare transition is an error, in components and app", async () => {
    const code =
      `${head}export function Form() {\n  const [, start] = useTransition();\n` +
      `  return <button onClick={() => start(async () => void (await signInAction({})))}>Go</button>;\n}\n`;
    expect(await errors("components/auth/thing.tsx", code)).toEqual(["no-restricted-syntax"]);
    expect(await errors("app/auth/_components/thing.tsx", code)).toEqual(["no-restricted-syntax"]);
  });

  test("so is a plain call outside useAction, a handler's or an effect's", async () => {
    const code = `${head}export function Form() {\n  return <button onClick={() => void signInAction({})}>Go</button>;\n}\n`;
    expect(await errors("components/auth/thing.tsx", code)).toEqual(["no-restricted-syntax"]);
  });

  test("inside useAction, or handed over uncalled (an offline entry form, a <form action>), it is fine", async () => {
    const code =
      `${head}export function Form({ submit }: { submit: (send: unknown) => void }) {\n` +
      `  const signIn = useAction((email: string) => signInAction({ email }));\n` +
      `  submit(signInAction);\n` +
      `  return <button onClick={() => void signIn.run("a@b.c")}>Go</button>;\n}\n`;
    expect(await errors("components/auth/thing.tsx", code)).toEqual([]);
  });

  test("tests and server modules (no 'use client') are not held to it", async () => {
    const call = `import { signInAction } from "@/lib/actions/auth";\nexport const go = () => signInAction({});\n`;
    expect(await errors("components/auth/thing.test.tsx", `"use client";\n${call}`)).toEqual([]);
    expect(await errors("app/goals/thing.ts", call)).toEqual([]);
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

/** The ids ESLint reports for one import line in `file`: [] when allowed, ["no-restricted-imports"] when not. */
const importing = (file: string, source: string) =>
  errors(file, `import { x } from "${source}";\nexport const y = x;\n`);
const REFUSED = ["no-restricted-imports"];

describe("one messaging path (issue #12)", () => {
  test.each([
    ["lib/services/thing.ts", "@/emails"],
    ["lib/services/thing.ts", "../../emails/welcome"],
    ["lib/actions/thing.ts", "@/emails"],
    ["app/api/thing/route.ts", "@/emails"],
    ["components/thing.tsx", "@/emails/layout"],
    ["lib/jobs/thing.ts", "@/emails"],
    ["lib/services/thing.ts", "@/lib/data/outbox-writes"],
    ["lib/services/thing.ts", "@/lib/data/notification-writes"],
    ["lib/services/thing.ts", "@/lib/jobs/deliver"],
  ])("%s may not import %s", async (file, source) => {
    expect(await importing(file, source)).toEqual(REFUSED);
  });

  test("lib/messaging may render emails and write the outbox and notices; services may call lib/messaging", async () => {
    for (const source of [
      "@/emails",
      "@/lib/data/outbox-writes",
      "@/lib/data/notification-writes",
      "@/lib/jobs/deliver",
    ]) {
      expect(await importing("lib/messaging/thing.ts", source)).toEqual([]);
    }
    expect(await importing("lib/services/thing.ts", "@/lib/messaging/email")).toEqual([]);
  });

  test("lib/messaging sits below services: it may not call them, nor read a request", async () => {
    expect(await importing("lib/messaging/thing.ts", "@/lib/services/moods/log-mood")).toEqual(REFUSED);
    expect(await importing("lib/messaging/thing.ts", "@/lib/http/errors")).toEqual(REFUSED);
    expect(await importing("lib/messaging/thing.ts", "@/db/client")).toEqual(REFUSED);
  });
});

describe("lib/auth and lib/http (issue #12)", () => {
  test.each(["@/lib/auth/guards", "@/lib/auth/next-auth", "@/lib/auth/session", "next-auth", "next/headers"])(
    "services may not read the session: %s",
    async (source) => {
      expect(await importing("lib/services/thing.ts", source)).toEqual(REFUSED);
    },
  );

  test("services may use what moved below lib/auth: roles and limits (lib/domain), passwords (lib/security)", async () => {
    for (const source of ["@/lib/domain/roles", "@/lib/domain/limits", "@/lib/security/password"]) {
      expect(await importing("lib/services/thing.ts", source)).toEqual([]);
    }
  });

  test("lib/auth may call services but never actions or UI", async () => {
    expect(await importing("lib/auth/thing.ts", "@/lib/services/account/authenticate-user")).toEqual([]);
    expect(await importing("lib/auth/thing.ts", "@/lib/actions/auth")).toEqual(REFUSED);
    expect(await importing("lib/auth/thing.ts", "@/components/ui/button")).toEqual(REFUSED);
  });

  test.each([
    "lib/services/thing.ts",
    "lib/data/thing.ts",
    "lib/domain/thing.ts",
    "components/thing.tsx",
    "lib/jobs/thing.ts",
  ])("%s may not import lib/http", async (file) => {
    expect(await importing(file, "@/lib/http/errors")).toEqual(REFUSED);
  });

  test("app/, lib/actions and lib/auth may import lib/http", async () => {
    for (const file of ["app/api/thing/route.ts", "lib/actions/thing.ts", "lib/auth/thing.ts"]) {
      expect(await importing(file, "@/lib/http/handler")).toEqual([]);
    }
  });

  test("lib/http is plumbing: it may not run a use case", async () => {
    expect(await importing("lib/http/thing.ts", "@/lib/services/moods/log-mood")).toEqual(REFUSED);
    expect(await importing("lib/http/thing.ts", "@/lib/auth/guards")).toEqual([]);
  });

  test("pages and handlers read through services, not lib/data", async () => {
    expect(await importing("app/thing/page.tsx", "@/lib/data/moods")).toEqual(REFUSED);
    expect(await importing("app/thing/page.tsx", "@/lib/services/settings/load-settings")).toEqual([]);
  });
});

describe("the lower folders (issue #12)", () => {
  test.each([
    ["lib/jobs/thing.ts", "@/lib/actions/auth"],
    ["lib/jobs/thing.ts", "@/components/ui/button"],
    ["lib/jobs/thing.ts", "@/db/client"],
    ["lib/integrations/thing.ts", "@/lib/data/moods"],
    ["lib/integrations/thing.ts", "@/lib/services/moods/log-mood"],
    ["lib/integrations/thing.ts", "drizzle-orm"],
    ["emails/thing.tsx", "@/lib/data/users"],
    ["emails/thing.tsx", "@/lib/services/moods/log-mood"],
    ["db/thing.ts", "@/lib/data/users"],
    ["db/thing.ts", "@/lib/services/moods/log-mood"],
    ["lib/security/thing.ts", "@/lib/data/users"],
    ["lib/validation/thing.ts", "@/lib/data/users"],
    ["lib/validation/thing.ts", "@/db/schema"],
    ["lib/data/thing.ts", "@/lib/messaging/notify"],
    ["lib/data/thing.ts", "@/lib/auth/guards"],
    ["lib/domain/thing.ts", "@/lib/validation/auth"],
    ["lib/domain/thing.ts", "@/lib/security/password"],
  ])("%s may not import %s", async (file, source) => {
    expect(await importing(file, source)).toEqual(REFUSED);
  });

  test.each([
    ["lib/jobs/thing.ts", "@/lib/data/outbox"],
    ["lib/jobs/thing.ts", "@/lib/integrations/email"],
    ["lib/integrations/thing.ts", "resend"],
    ["lib/integrations/thing.ts", "@/lib/env"],
    ["emails/thing.tsx", "@react-email/components"],
    ["db/thing.ts", "@/lib/security/encryption"],
    ["lib/validation/thing.ts", "@/lib/domain/emotions"],
  ])("%s may import %s", async (file, source) => {
    expect(await importing(file, source)).toEqual([]);
  });

  test("a test may set up its world from any layer", async () => {
    expect(await importing("lib/domain/thing.test.ts", "@/db/client")).toEqual([]);
  });
});

describe("this process's figures (issue #19)", () => {
  test.each(["@/lib/data/moods", "@/lib/services/moods/log-mood", "@/lib/http/errors", "next/server", "drizzle-orm"])(
    "lib/monitoring may not import %s",
    async (source) => {
      expect(await importing("lib/monitoring/thing.ts", source)).toEqual(REFUSED);
    },
  );

  test.each(["node:perf_hooks", "@/lib/domain/time", "prom-client", "@/lib/tracing"])(
    "lib/monitoring may import %s",
    async (source) => {
      expect(await importing("lib/monitoring/thing.ts", source)).toEqual([]);
    },
  );
});

describe("spans for every layer (issue #41, decision 078)", () => {
  test.each(["@/lib/data/moods", "@/lib/monitoring/registry", "@/db/client", "next/server"])(
    "lib/tracing may not import %s",
    async (source) => {
      expect(await importing("lib/tracing.ts", source)).toEqual(REFUSED);
    },
  );

  test("lib/tracing may import the OpenTelemetry API, and db/ may import lib/tracing", async () => {
    expect(await importing("lib/tracing.ts", "@opentelemetry/api")).toEqual([]);
    expect(await importing("db/client.ts", "@/lib/tracing")).toEqual([]);
  });

  test.each(["lib/offline/thing.ts", "sw/thing.ts"])("browser code (%s) may not import lib/tracing", async (file) => {
    expect(await importing(file, "@/lib/tracing")).toEqual(REFUSED);
  });
});

describe("the live-event hub (issues #14, #36)", () => {
  test.each(["@/lib/services/moods/log-mood", "@/lib/messaging/notify", "@/db/client", "next/server", "react"])(
    "lib/live-events may not import %s",
    async (source) => {
      expect(await importing("lib/live-events/hub.ts", source)).toEqual(REFUSED);
    },
  );

  test.each(["@/lib/data/live-events", "@/lib/domain/live-events", "@/lib/services/shared/report-follow-up-failure"])(
    "lib/live-events may import %s",
    async (source) => {
      expect(await importing("lib/live-events/hub.ts", source)).toEqual([]);
    },
  );
});

describe("the service worker (issue #17)", () => {
  test.each([
    "@/lib/data/moods",
    "@/lib/services/moods/log-mood",
    "@/lib/env",
    "@/components/ui/button",
    "next/server",
    "react",
  ])("sw/ may not import %s", async (source) => {
    expect(await importing("sw/sw.ts", source)).toEqual(REFUSED);
  });

  test.each(["serwist", "@/lib/offline/queue", "@/lib/domain/time", "@/lib/validation/service-worker"])(
    "sw/ may import %s",
    async (source) => {
      expect(await importing("sw/sw.ts", source)).toEqual([]);
    },
  );
});

describe("the offline write queue (issue #17)", () => {
  // lib/offline runs in the page and in the service worker: web APIs, schemas and rules, nothing of the server or UI.
  test.each([
    "@/lib/data/moods",
    "@/lib/services/moods/log-mood",
    "@/lib/http/errors",
    "next/navigation",
    "react",
    "@/lib/env",
  ])("lib/offline may not import %s", async (source) => {
    expect(await importing("lib/offline/thing.ts", source)).toEqual(REFUSED);
  });

  test.each(["@/lib/validation/entries", "@/lib/domain/time"])("lib/offline may import %s", async (source) => {
    expect(await importing("lib/offline/thing.ts", source)).toEqual([]);
  });
});

describe("file size (issue #12)", () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join("\n") + "\n";

  test("a source file of 401 lines is an error; 400 is fine", async () => {
    expect(await errors("lib/services/thing.ts", lines(401))).toEqual(["max-lines"]);
    expect(await errors("lib/services/thing.ts", lines(400))).toEqual([]);
    expect(await errors("components/thing.tsx", lines(401))).toEqual(["max-lines"]);
  });

  test("tests may be longer", async () => {
    expect(await errors("lib/services/thing.test.ts", lines(500))).toEqual([]);
    expect(await errors("tests/integration/thing.test.ts", lines(500))).toEqual([]);
  });
});

describe("the e2e suite makes no timing bets (issue #31)", () => {
  const spec = "tests/e2e/thing.spec.ts";
  const head = `import { expect, test } from "./fixtures";\n`;

  test.each([
    ["a sleep with waitForTimeout", `await page.waitForTimeout(500);`],
    ["a sleep with setTimeout", `await new Promise((resolve) => setTimeout(resolve, 500));`],
    ["a one-shot read of text", `expect(await page.getByRole("status").textContent()).toBe("Saved");`],
    ["a one-shot read of visibility", `expect(await page.getByText("Saved").isVisible()).toBe(false);`],
    ["a one-shot count", `expect(await page.locator("li").count()).toBe(3);`],
  ])("%s is an error", async (_name, line) => {
    const code = `${head}test("t", async ({ page }) => {\n  ${line}\n});\n`;
    expect(await errors(spec, code)).toEqual(["no-restricted-syntax"]);
  });

  test("web-first assertions, polls and values already in hand are fine", async () => {
    const code =
      `${head}test("t", async ({ page }) => {\n` +
      `  await expect(page.getByRole("status")).toHaveText("Saved");\n` +
      `  await expect(page.locator("li")).toHaveCount(3);\n` +
      `  await expect.poll(() => page.locator("li").count()).toBe(3);\n` +
      `  const response = await page.request.get("/api/me");\n` +
      `  expect(await response.json()).toEqual({});\n` +
      `});\n`;
    expect(await errors(spec, code)).toEqual([]);
  });

  test("the old harness's runners are refused in e2e files, and allowed elsewhere", async () => {
    expect(await importing(spec, "vitest")).toEqual(REFUSED);
    expect(await importing(spec, "playwright-core")).toEqual(REFUSED);
    expect(await importing("scripts/bench/thing.ts", "playwright-core")).toEqual([]);
  });
});
