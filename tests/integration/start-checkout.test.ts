import { describe, expect, test } from "vitest";
import { startCheckoutAction } from "@/lib/actions/billing";
import { AppError } from "@/lib/errors";
import { billing, OfflineBilling, type BillingProvider, type CheckoutRequest } from "@/lib/integrations/billing";
import { isCheckoutUrl, startCheckout } from "@/lib/services/start-checkout";

/** A provider that records what it was asked and answers with a fixed result. */
function fakeProvider(result: Awaited<ReturnType<BillingProvider["startCheckout"]>>) {
  const requests: CheckoutRequest[] = [];
  const provider: BillingProvider = {
    name: "fake",
    async startCheckout(request) {
      requests.push(request);
      return result;
    },
  };
  return { provider, requests };
}

describe("startCheckout", () => {
  test("without Stripe keys the offline provider asks for no payment", async () => {
    expect(billing()).toBeInstanceOf(OfflineBilling);
    expect(await startCheckout({ plan: "attune_annual" })).toEqual({ kind: "no-payment" });
  });

  test("the return addresses come from APP_URL", async () => {
    const { provider, requests } = fakeProvider({ kind: "redirect", url: "https://pay.example.com/c/123" });
    expect(await startCheckout({ plan: "attune_monthly", provider })).toEqual({
      kind: "redirect",
      url: "https://pay.example.com/c/123",
    });
    expect(requests).toEqual([
      {
        plan: "attune_monthly",
        successUrl: "http://attune.test/onboarding?payment=success&step=registration",
        cancelUrl: "http://attune.test/onboarding?payment=cancelled",
      },
    ]);
  });

  test("no url: Payment Setup Error", async () => {
    const { provider } = fakeProvider({ kind: "redirect", url: "" });
    const error = await startCheckout({ plan: "attune_annual", provider }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      message: "Payment system is not available. Please try again later.",
      details: { title: "Payment Setup Error" },
    });
  });

  test.each(["javascript:alert(1)", "/relative/path", "data:text/html,hi", "ftp://pay.example.com"])(
    "%s: Invalid Payment URL",
    async (url) => {
      const { provider } = fakeProvider({ kind: "redirect", url });
      await expect(startCheckout({ plan: "attune_annual", provider })).rejects.toMatchObject({
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
    expect(await startCheckoutAction({ plan: "attune_annual" })).toEqual({ ok: true, data: { kind: "no-payment" } });
  });
  test("anything else is a validation error", async () => {
    const result = await startCheckoutAction({ plan: "attune_lifetime" });
    expect(result).toMatchObject({ ok: false, error: { code: "VALIDATION", title: "Error" } });
  });
});
