"use client";

import { useRouter } from "next/navigation";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { resendVerificationAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const RESEND_DISABLED_MS = 2_000;

/**
 * Funnel step 5. Resend really sends a new link (rate limited), and stays disabled for 2 s (spec 1 §4). The email is
 * null only when this step is reopened without the funnel's session storage; there is then nothing to resend to.
 */
export function CheckYourEmail({ email }: { email: string | null }) {
  const router = useRouter();
  const resend = useAction(
    async (address: string) => {
      const disabledFor = new Promise((resolve) => setTimeout(resolve, RESEND_DISABLED_MS));
      try {
        return await resendVerificationAction({ email: address });
      } finally {
        // The button stays disabled for the 2 s however the call ends.
        await disabledFor;
      }
    },
    {
      onSuccess: (_sent, address) =>
        toast.success("Verification email sent", { description: `We sent a new link to ${address}.` }),
    },
  );
  const sending = resend.pending;
  const resendLink = () => {
    if (email) void resend.run(email);
  };

  return (
    <Card className="space-y-4 text-center">
      <h1 tabIndex={-1} data-step-heading className="text-2xl font-semibold outline-none">
        Check Your Email
      </h1>
      <p className="text-muted">
        We sent a verification link to{" "}
        {email ? <strong className="break-all text-ink">{email}</strong> : "your email address"}. Click the link to
        access your dashboard. The link expires in 24 hours.
      </p>
      <div className="flex flex-col gap-2">
        <Button type="button" variant="outline" onClick={resendLink} disabled={sending || !email}>
          {sending ? "Sending..." : "Resend"}
        </Button>
        <Button type="button" onClick={() => router.push("/dashboard")}>
          I&apos;ve Verified My Email
        </Button>
      </div>
    </Card>
  );
}
