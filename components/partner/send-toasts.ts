import type { SendReport } from "@/lib/domain/invitations";

export interface ToastSpec {
  kind: "success" | "warning" | "error";
  title: string;
  description: string;
}

const CHANNEL_NAMES = { email: "email", sms: "SMS" } as const;

/** Spec 3 §8: per-channel failure toasts, verbatim. */
const CHANNEL_FAILURE = {
  email: { title: "Failed to send email", description: "Could not send email invitation. Please try again." },
  sms: { title: "Failed to send SMS", description: "Could not send SMS invitation. Please try email instead." },
} as const;

/**
 * The toasts for a send (spec 3 §4 outcomes): full success, "Partial success" listing what was sent plus the
 * failed channel's own toast, or each channel's failure toast.
 */
export function sendToasts(report: SendReport): ToastSpec[] {
  const sentList = report.sent.map((c) => CHANNEL_NAMES[c]).join(" and ");
  const failures = report.failed.map((c): ToastSpec => ({ kind: "error", ...CHANNEL_FAILURE[c] }));
  if (report.outcome === "sent") {
    return [
      {
        kind: "success",
        title: "Invitation sent!",
        description: `Your partner will receive your invitation by ${sentList}.`,
      },
    ];
  }
  if (report.outcome === "partial") {
    return [
      { kind: "warning", title: "Partial success", description: `Invitation sent by ${sentList} only.` },
      ...failures,
    ];
  }
  return failures.length > 0
    ? failures
    : [{ kind: "error", title: "Error", description: "Failed to create invitation" }];
}
