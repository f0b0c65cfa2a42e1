import { describe, expect, test, vi } from "vitest";
import { startCheckoutAction } from "@/lib/actions/billing";
import { AppError } from "@/lib/errors";
import { billing, OfflineBilling, type BillingProvider, type CheckoutRequest } from "@/lib/integrations/billing";
import { isCheckoutUrl, startCheckout } from "@/lib/services/billing/start-checkout";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/** A payment provider that records what it was asked and answers with a fixed page address. */
function fakeProvider(url: string) {
  const requests: CheckoutRequest[] = [];
  const unused = () => Promise.reject(new Error("not used here"));
  const provider: BillingProvider = {
    name: "fake",
    takesPayments: true,
    async startCheckout(request) {
      requests.push(request);
      return { kind: "redirect", url, providerSessionId: `cs_fake_${requests.length}` };
    },
    findCheckout: unused,
    findSubscription: unused,
    cancelSubscription: unused,
    portalUrl: unused,
    readWebhook: () => {
      throw new Error("not used here");
    },
  };
  return { provider, requests };
}

describe("startCheckout", () => {
  test("without Stripe keys the offline provider asks for no payment", async () => {
    expect(billing()).toBeInstanceOf(OfflineBilling);
    expect(await startCheckout({ plan: "attune_annual", ip: "203.0.113.5" })).toEqual({ kind: "no-payment" });
  });

  test("the return addresses come from APP_URL, and a newcomer gets the 7-day trial", async () => {
    const { provider, requests } = fakeProvider("https://pay.example.com/c/123");
    const started = await startCheckout({ plan: "attune_monthly", ip: "203.0.113.5", provider });
    expect(started).toMatchObject({ kind: "redirect", url: "https://pay.example.com/c/123" });
    expect(requests).toEqual([
      {
        plan: "attune_monthly",
        trial: { days: 7 },
        checkoutId: expect.any(String),
        successUrl: "http://attune.test/onboarding?payment=success&step=registration&session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "http://attune.test/onboarding?payment=cancelled",
      },
    ]);
  });

  test("no url: Payment Setup Error", async () => {
    const { provider } = fakeProvider("");
    const error = await startCheckout({ plan: "attune_annual", ip: null, provider }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      message: "Payment system is not available. Please try again later.",
      details: { title: "Payment Setup Error" },
    });
  });

  test.each(["javascript:alert(1)", "/relative/path", "data:text/html,hi", "ftp://pay.example.com"])(
    "%s: Invalid Payment URL",
    async (url) => {
      const { provider } = fakeProvider(url);
      await expect(startCheckout({ plan: "attune_annual", ip: null, provider })).rejects.toMatchObject({
        details: { title: "Invalid Payment URL" },
      });
    },
  );
});

describe("isCheckoutUrl", () => {
  test.each([
    ["https://checkout.stripe.com/c/pay/cs_test_a1", true],
    ["http://localhost:4242/pay", true],
    ["HTTPS://EXAMPLE.COM", true],
    ["", false],
    ["checkout.stripe.com/c/pay", false],
    ["//checkout.stripe.com/c/pay", false],
    ["javascript:alert(1)", false],
    ["mailto:pay@example.com", false],
    ["https://", false],
  ])("%j → %s", (url, expected) => {
    expect(isCheckoutUrl(url)).toBe(expected);
  });
});

describe("startCheckoutAction", () => {
  test("a plan goes through", async () => {
    await actAs(null);
    expect(await startCheckoutAction({ plan: "attune_annual" })).toEqual({ ok: true, data: { kind: "no-payment" } });
  });
  test("anything else is a validation error", async () => {
    const result = await startCheckoutAction({ plan: "attune_lifetime" });
    expect(result).toMatchObject({ ok: false, error: { code: "VALIDATION", title: "Error" } });
  });
});
