import { describe, expect, test } from "vitest";
import { sendToasts } from "./send-toasts";

describe("sendToasts", () => {
  test("full success names the channels", () => {
    expect(sendToasts({ outcome: "sent", sent: ["email", "sms"], failed: [] })).toEqual([
      {
        kind: "success",
        title: "Invitation sent!",
        description: "Your partner will receive your invitation by email and SMS.",
      },
    ]);
  });

  test("partial success lists what was sent, then the failed channel's own toast", () => {
    expect(sendToasts({ outcome: "partial", sent: ["email"], failed: ["sms"] })).toEqual([
      { kind: "warning", title: "Partial success", description: "Invitation sent by email only." },
      {
        kind: "error",
        title: "Failed to send SMS",
        description: "Could not send SMS invitation. Please try email instead.",
      },
    ]);
    expect(sendToasts({ outcome: "partial", sent: ["sms"], failed: ["email"] })[1]).toEqual({
      kind: "error",
      title: "Failed to send email",
      description: "Could not send email invitation. Please try again.",
    });
  });

  test("failure shows each channel's failure toast", () => {
    expect(sendToasts({ outcome: "failed", sent: [], failed: ["email", "sms"] }).map((t) => t.title)).toEqual([
      "Failed to send email",
      "Failed to send SMS",
    ]);
    expect(sendToasts({ outcome: "failed", sent: [], failed: [] })).toEqual([
      { kind: "error", title: "Error", description: "Failed to create invitation" },
    ]);
  });
});
