import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { outbox, profiles, subscriptions, userSettings, users } from "@/db/schema";
import { signUpAction } from "@/lib/actions/auth";
import { AGE_CONFIRMATION_MESSAGE, messages } from "@/lib/validation/credentials";
import { verifyEmail } from "@/lib/services/account/verify-email";
import { PASSWORD, latestEmailedLink, uniqueEmail } from "../../helpers/auth";
import { actAs, actWithHeaders } from "../../helpers/request-context";

// The action reads this browser's checkout cookie (decision 042): a visitor with none, here.
vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
beforeEach(() => actAs(null));

const valid = () => ({ fullName: "Ann Lee", email: uniqueEmail("signup"), password: PASSWORD, ageConfirmed: true });

describe("sign-up", () => {
  test("creates the user, profile, spec-default settings, the trial and a verification email", async () => {
    const input = { ...valid(), phoneNumber: "+1 415 555 2671", plan: "attune_annual" };
    const now = Date.now();
    const result = await signUpAction(input, "Europe/Paris");
    expect(result).toEqual({ ok: true, data: { email: input.email } });

    const [user] = await db().select().from(users).where(eq(users.email, input.email));
    expect(user!.emailVerifiedAt).toBeNull();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ displayName: "Ann Lee", phone: "+14155552671", timezone: "Europe/Paris" });
    const [settings] = await db().select().from(userSettings).where(eq(userSettings.userId, user!.id));
    expect(settings).toMatchObject({
      moodReflection: true,
      aiSuggestions: true,
      moodBasedRituals: true,
      partnerVisible: true,
      chronoEnabled: false,
      showRitualOrigins: true,
      partnerSharingEnabled: true,
      chatbotEnabled: true,
    });
    const [trial] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user!.id));
    expect(trial).toMatchObject({ plan: "attune_annual", status: "trialing", provider: "none" });
    const trialDays = (trial!.trialEndsAt!.getTime() - now) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.99);
    expect(trialDays).toBeLessThan(7.01);

    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, input.email));
    expect(mail).toMatchObject({
      template: "email-verification",
      channel: "email",
      status: "pending",
      userId: user!.id,
    });
    const link = await latestEmailedLink(input.email, "/verify-email");
    expect(link.origin).toBe("http://attune.test");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  // Issue #35 (decision 064): every registration starts the trial; every path in registration-trial.test.ts.
  test("without a plan the trial is the plan page's default, annual", async () => {
    const input = valid();
    await signUpAction(input);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, input.email));
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user!.id))).toEqual([
      expect.objectContaining({ plan: "attune_annual", status: "trialing", provider: "none" }),
    ]);
  });

  test("the email is trimmed and lower-cased", async () => {
    const input = valid();
    const result = await signUpAction({ ...input, email: `  ${input.email.toUpperCase()} ` });
    expect(result.ok && result.data.email).toBe(input.email);
  });

  // Issue #30 (decision 046): the screen used to say "already registered", telling anyone which addresses have an
  // account. Now the answer is the new account's, and the email says the rest.
  test("an address already registered, in any case, gets the same answer as a new one and changes nothing", async () => {
    const input = valid();
    const first = await signUpAction(input);
    const again = await signUpAction({ ...input, email: input.email.toUpperCase(), fullName: "Someone Else" });
    expect(again).toEqual(first);
    const rows = await db()
      .select({ name: profiles.displayName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, input.email));
    expect(rows).toEqual([{ name: "Ann Lee" }]);
  });

  test("the owner is emailed instead: a fresh link while unverified, else 'you already have an account'", async () => {
    const input = valid();
    await signUpAction(input);
    await signUpAction(input);
    const sent = async () =>
      (await db().select({ template: outbox.template }).from(outbox).where(eq(outbox.recipient, input.email))).map(
        (row) => row.template,
      );
    expect(await sent()).toEqual(["email-verification", "email-verification"]);
    const token = (await latestEmailedLink(input.email, "/verify-email")).searchParams.get("token")!;
    await verifyEmail({ token });
    await signUpAction(input);
    expect((await sent()).filter((template) => template === "account-exists")).toHaveLength(1);
  });

  test("two sign-ups racing for one address: exactly one account, and the same answer for all", async () => {
    const input = valid();
    const results = await Promise.all([signUpAction(input), signUpAction(input), signUpAction(input)]);
    expect(results).toEqual(Array(3).fill({ ok: true, data: { email: input.email } }));
    expect(await db().select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });

  test("ten sign-ups an hour per client address; the eleventh is refused before anything is written", async () => {
    actWithHeaders({ "x-attune-client-ip": "198.51.100.77" });
    for (let i = 0; i < 10; i++) expect((await signUpAction(valid())).ok).toBe(true);
    const refused = valid();
    expect(await signUpAction(refused)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
    expect(await db().select().from(users).where(eq(users.email, refused.email))).toEqual([]);
    actWithHeaders({ "x-attune-client-ip": "198.51.100.78" });
    expect((await signUpAction(valid())).ok).toBe(true);
  });

  test("a name with dots, digits and apostrophes is accepted and stored trimmed (issue #12)", async () => {
    const input = { ...valid(), fullName: "  Mary-Kate O'Neil 2nd " };
    expect(await signUpAction(input)).toMatchObject({ ok: true });
    const [row] = await db()
      .select({ name: profiles.displayName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, input.email));
    expect(row?.name).toBe("Mary-Kate O'Neil 2nd");
  });

  test.each([
    [{ fullName: "" }, "fullName", messages.nameRequired],
    [{ fullName: "x".repeat(101) }, "fullName", messages.nameTooLong],
    [{ email: "" }, "email", messages.emailRequired],
    [{ email: "nope" }, "email", messages.emailInvalid],
    [{ password: "short12" }, "password", messages.passwordMin8],
    [{ password: "p".repeat(129) }, "password", messages.passwordTooLong],
    [{ phoneNumber: "12345" }, "phoneNumber", messages.phoneInvalid],
    // Decision 035: the age box is checked on the server too, whatever the form did.
    [{ ageConfirmed: false }, "ageConfirmed", AGE_CONFIRMATION_MESSAGE],
    [{ ageConfirmed: undefined }, "ageConfirmed", AGE_CONFIRMATION_MESSAGE],
  ])("server-side validation %j → %s: %s", async (patch, field, message) => {
    const result = await signUpAction({ ...valid(), ...patch });
    expect(result).toMatchObject({ ok: false, error: { code: "VALIDATION", fieldErrors: { [field]: [message] } } });
  });

  test("a password from the common list is refused even when long enough", async () => {
    for (const password of ["password123", "iloveyou", "Qwertyuiop"]) {
      const result = await signUpAction({ ...valid(), password });
      expect(result).toMatchObject({
        ok: false,
        error: {
          code: "VALIDATION",
          message: messages.passwordCommon,
          fieldErrors: { password: [messages.passwordCommon] },
        },
      });
    }
  });

  test("a rejected sign-up leaves no rows behind", async () => {
    const input = { ...valid(), password: "password123" };
    await signUpAction(input);
    expect(await db().select().from(users).where(eq(users.email, input.email))).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.recipient, input.email))).toEqual([]);
  });
});
