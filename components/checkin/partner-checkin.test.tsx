// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { CheckinSkeleton } from "./checkin-skeleton";
import { NoPartnerGate } from "./no-partner-gate";
import { PartnerCheckin, type PartnerCheckinContext } from "./partner-checkin";

// The form the context would lead to needs a server action; this test never gets that far.
vi.mock("./partner-checkin-form", () => ({ PartnerCheckinForm: () => null }));
// The gate's links are followed by the app's router (components/ui/link), which a test has none of.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const gate = () => screen.queryByRole("link", { name: "Invite Your Partner" });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

test("spec 2 §2.3: the partner has not loaded after 10 s, so the no-partner gate replaces the skeletons", async () => {
  const never = new Promise<PartnerCheckinContext>(() => {});
  await act(async () => {
    render(<PartnerCheckin context={never} userId="u1" gate={<NoPartnerGate />} skeleton={<CheckinSkeleton />} />);
  });
  expect(screen.getByRole("status").textContent).toBe("Loading your partner's details...");
  await wait(9_999);
  expect(gate()).toBeNull();
  await wait(1);
  expect(gate()?.getAttribute("href")).toBe("/settings");
  expect(screen.queryByRole("status")).toBeNull();
});

test("a context that arrives in time stops the clock: no gate at 10 s", async () => {
  const context = Promise.resolve<PartnerCheckinContext>({ partnerFirstName: "Sam", partnerSharingEnabled: true });
  await act(async () => {
    render(<PartnerCheckin context={context} userId="u1" gate={<NoPartnerGate />} skeleton={<CheckinSkeleton />} />);
  });
  await wait(10_000);
  expect(gate()).toBeNull();
});
