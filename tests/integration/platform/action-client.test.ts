import { notFound, redirect } from "next/navigation";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { db } from "@/db/client";
import { userRoles } from "@/db/schema";
import { action, createActionClient, requireAdmin, requirePartner, requireUser } from "@/lib/actions/result";
import { ADMIN_ONLY_MESSAGE } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { ALL_GRANTS_ON, couple, person, setGrants, type Grants } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * The action client (lib/actions/result.ts): steps in order, each refusing with a coded error or adding to the
 * context, all before the input is parsed; then the input, the body and the one mapper. requireAdmin and
 * requirePartner have no action using them yet (admin tools, billing, partner-scoped goals will), so they are proven
 * here against real sessions, roles and partner links.
 */

const NO_GRANTS: Grants = {
  shareMoodSummaries: false,
  shareDetailedEntries: false,
  shareGoals: false,
  shareAchievements: false,
};

let loner: string;
let admin: string;
let viewer: string;
let partner: string;

beforeAll(async () => {
  loner = await person();
  admin = await person();
  await db().insert(userRoles).values({ userId: admin, role: "admin" });
  ({ viewer, partner } = await couple());
});

/** A schema that records whether it was asked to parse anything. */
function watchedSchema() {
  const seen: unknown[] = [];
  const schema = z.unknown().transform((value) => {
    seen.push(value);
    return value;
  });
  return { schema, seen };
}

describe("requireUser", () => {
  test("the body gets the session's user; an anonymous caller is refused before the input is even parsed", async () => {
    const { schema, seen } = watchedSchema();
    const whoAmI = action
      .use(requireUser)
      .input(schema)
      .run(async ({ user }) => user.id);

    await actAs(loner);
    expect(await whoAmI({ userId: admin })).toEqual({ ok: true, data: loner });
    expect(seen).toEqual([{ userId: admin }]);

    await actAs(null);
    expect(await whoAmI("payload")).toEqual({
      ok: false,
      error: {
        code: "UNAUTHENTICATED",
        title: "Error",
        message: "Authentication Required: Please log in to continue.",
      },
    });
    expect(seen).toHaveLength(1);
  });
});

describe("requireAdmin", () => {
  const adminOnly = action
    .use(requireUser)
    .use(requireAdmin)
    .input(z.object({ note: z.literal("hi") }))
    .run(async ({ input, user }) => `${user.id}:${input.note}`);

  test("an admin passes, with the user still in the context", async () => {
    await actAs(admin);
    expect(await adminOnly({ note: "hi" })).toEqual({ ok: true, data: `${admin}:hi` });
  });

  test("a signed-in non-admin is refused with FORBIDDEN, whatever the payload says", async () => {
    for (const id of [loner, viewer]) {
      await actAs(id);
      expect(await adminOnly({ note: "hi", role: "admin", roles: ["admin"] })).toEqual({
        ok: false,
        error: { code: "FORBIDDEN", title: "Error", message: ADMIN_ONLY_MESSAGE },
      });
    }
  });

  test("steps run before the input: a non-admin's bad payload is FORBIDDEN, not VALIDATION", async () => {
    await actAs(loner);
    expect(await adminOnly({ note: 42 })).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    await actAs(admin);
    expect(await adminOnly({ note: 42 })).toMatchObject({ ok: false, error: { code: "VALIDATION" } });
  });

  test("nobody signed in: UNAUTHENTICATED from requireUser, before requireAdmin", async () => {
    await actAs(null);
    expect(await adminOnly({ note: "hi" })).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
  });
});

describe("requirePartner", () => {
  const partnerOf = action
    .use(requireUser)
    .use(requirePartner("linked"))
    .input(z.undefined())
    .run(async ({ partner }) => partner.partnerId);
  const partnersGoals = action
    .use(requireUser)
    .use(requirePartner("goals"))
    .input(z.undefined())
    .run(async ({ partner, user }) => ({ viewer: partner.viewerId, user: user.id, canSeeGoals: partner.canSeeGoals }));

  test("linked: the accepted partner, resolved through the partner-access filter", async () => {
    await actAs(viewer);
    expect(await partnerOf()).toEqual({ ok: true, data: partner });
    await actAs(partner);
    expect(await partnerOf()).toEqual({ ok: true, data: viewer });
  });

  test("without a partner: FORBIDDEN", async () => {
    await actAs(loner);
    expect(await partnerOf()).toEqual({
      ok: false,
      error: { code: "FORBIDDEN", title: "Error", message: "You don't have a connected partner." },
    });
  });

  test("a named grant: refused while the partner does not give it, allowed once they do", async () => {
    await setGrants(partner, NO_GRANTS);
    await actAs(viewer);
    expect(await partnersGoals()).toEqual({
      ok: false,
      error: { code: "FORBIDDEN", title: "Error", message: "Your partner isn't sharing this with you." },
    });
    await setGrants(partner, { ...NO_GRANTS, shareGoals: true });
    expect(await partnersGoals()).toEqual({ ok: true, data: { viewer, user: viewer, canSeeGoals: true } });
    // The grant is the partner's to give: the viewer's own grants open nothing of the partner's.
    await setGrants(partner, NO_GRANTS);
    await setGrants(viewer, ALL_GRANTS_ON);
    expect(await partnersGoals()).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
  });

  test("nobody signed in: UNAUTHENTICATED", async () => {
    await actAs(null);
    expect(await partnerOf()).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
  });
});

describe("input, body and mapping", () => {
  test("further schemas parse further arguments, in order, into `args`", async () => {
    const twoArgs = createActionClient()
      .input(z.object({ n: z.number() }), z.string().min(3, { error: "Key too short" }))
      .run(async ({ input, args: [key] }) => `${input.n}/${key}`);
    expect(await twoArgs({ n: 1 }, "abcd")).toEqual({ ok: true, data: "1/abcd" });
    expect(await twoArgs({ n: 1 }, "ab")).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", message: "Key too short" },
    });
    // The first argument is parsed first: its field errors are what the form sees.
    expect(await twoArgs({ n: "x" }, "ab")).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { n: [expect.any(String)] } },
    });
  });

  test("a coded failure keeps its code; failures() gives it the operation's spec copy", async () => {
    const failing = (copy: boolean) => {
      const base = action.use(requireUser);
      return (copy ? base.failures("specialDates.delete") : base).input(z.undefined()).run(async () => {
        throw new AppError("NOT_FOUND", "No such date.");
      });
    };
    await actAs(loner);
    expect(await failing(false)()).toEqual({
      ok: false,
      error: { code: "NOT_FOUND", title: "Error", message: "No such date." },
    });
    expect(await failing(true)()).toEqual({
      ok: false,
      error: { code: "NOT_FOUND", title: "Error", message: "Failed to delete special date" },
    });
  });

  test("Next's redirect() and notFound() leave the action untouched", async () => {
    const redirecting = action.input(z.undefined()).run(async () => redirect("/dashboard"));
    await expect(redirecting()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
    const missing = action.input(z.undefined()).run(async () => notFound());
    await expect(missing()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK/) });
  });

  test("steps only compose in order: a step needing the user cannot come first (checked by tsc)", () => {
    // Never called: the assertions are the @ts-expect-error lines, which fail `tsc` if they stop being errors.
    const typeChecks = () => {
      // @ts-expect-error requireAdmin reads `user`, which only requireUser adds.
      action.use(requireAdmin);
      // @ts-expect-error requirePartner reads `user` too.
      action.use(requirePartner("moods"));
      const userOnly = action.use(requireUser).input(z.undefined());
      // @ts-expect-error `partner` is only in the context after requirePartner.
      userOnly.run(async ({ partner }) => partner);
    };
    expect(typeChecks).toBeTypeOf("function");
  });
});
