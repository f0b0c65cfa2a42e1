import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advancesSmsStatus,
  SMS_DELIVERY_STATUSES,
  smsSentFor,
  statusesReplacedBy,
  type SmsDeliveryStatus,
} from "./sms-delivery";

/** The state after a series of callbacks, applied in arrival order. */
const replay = (reports: readonly SmsDeliveryStatus[]) =>
  reports.reduce<SmsDeliveryStatus | null>(
    (current, reported) => (advancesSmsStatus(current, reported) ? reported : current),
    null,
  );

const status = fc.constantFrom(...SMS_DELIVERY_STATUSES);

describe("advancesSmsStatus", () => {
  it("takes any first report", () => {
    for (const reported of SMS_DELIVERY_STATUSES) expect(advancesSmsStatus(null, reported)).toBe(true);
  });

  it.each([
    ["queued", "sending"],
    ["queued", "sent"],
    ["sending", "sent"],
    ["sent", "delivered"],
    ["sent", "undelivered"],
    ["sending", "failed"],
    ["queued", "failed"],
  ] as const)("moves forward from %s to %s", (current, reported) => {
    expect(advancesSmsStatus(current, reported)).toBe(true);
  });

  it.each([
    ["delivered", "sent"],
    ["delivered", "queued"],
    ["sent", "sending"],
    ["sending", "queued"],
    ["failed", "sent"],
    ["undelivered", "delivered"],
    ["delivered", "failed"],
    ["failed", "undelivered"],
  ] as const)("never moves back or sideways: %s stays on a late %s", (current, reported) => {
    expect(advancesSmsStatus(current, reported)).toBe(false);
  });

  it("a repeated report changes nothing", () => {
    for (const reported of SMS_DELIVERY_STATUSES) expect(advancesSmsStatus(reported, reported)).toBe(false);
  });

  it("a late 'sent' after 'delivered' leaves 'delivered'", () => {
    expect(replay(["sent", "delivered", "sent"])).toBe("delivered");
    expect(replay(["delivered", "sent"])).toBe("delivered");
  });

  it("reports in any order end on the furthest state reached, and duplicates are harmless", () => {
    const stages: SmsDeliveryStatus[] = ["queued", "sending", "sent", "delivered"];
    fc.assert(
      fc.property(fc.shuffledSubarray(stages, { minLength: 1 }), fc.nat(), (reports, at) => {
        const furthest = stages.filter((s) => reports.includes(s)).at(-1);
        const repeated = [...reports, reports[at % reports.length]!];
        expect(replay(reports)).toBe(furthest);
        expect(replay(repeated)).toBe(furthest);
      }),
    );
  });

  it("once a final state is recorded nothing moves it", () => {
    fc.assert(
      fc.property(fc.constantFrom("delivered", "undelivered", "failed" as const), fc.array(status), (final, later) => {
        expect(replay([final, ...later])).toBe(final);
      }),
    );
  });
});

describe("statusesReplacedBy", () => {
  it("lists exactly the recorded states a report moves on from", () => {
    expect(statusesReplacedBy("queued")).toEqual([]);
    expect(statusesReplacedBy("sending")).toEqual(["queued"]);
    expect(statusesReplacedBy("sent")).toEqual(["queued", "sending"]);
    for (const final of ["delivered", "undelivered", "failed"] as const) {
      expect(statusesReplacedBy(final)).toEqual(["queued", "sending", "sent"]);
    }
  });

  it("agrees with advancesSmsStatus for every pair", () => {
    for (const reported of SMS_DELIVERY_STATUSES) {
      for (const current of SMS_DELIVERY_STATUSES) {
        expect(statusesReplacedBy(reported).includes(current)).toBe(advancesSmsStatus(current, reported));
      }
    }
  });
});

describe("smsSentFor", () => {
  it("is true once the carrier has the message, false once Twilio gave up, and silent before", () => {
    expect(smsSentFor("sent")).toBe(true);
    expect(smsSentFor("delivered")).toBe(true);
    expect(smsSentFor("undelivered")).toBe(false);
    expect(smsSentFor("failed")).toBe(false);
    expect(smsSentFor("queued")).toBeUndefined();
    expect(smsSentFor("sending")).toBeUndefined();
  });
});
