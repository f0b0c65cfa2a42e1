"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { resendVerificationAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";

const RESEND_DISABLED_MS = 2_000;

/** Funnel step 5. Resend really sends a new link (rate limited), and stays disabled for 2 s (spec 1 §4). */
export function CheckYourEmail({ email }: { email: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const [result] = await Promise.all([
      resendVerificationAction({ email }),
      new Promise((resolve) => setTimeout(resolve, RESEND_DISABLED_MS)),
    ]);
    setSending(false);
    if (result.ok) toast.success("Verification email sent", { description: `We sent a new link to ${email}.` });
    else toast.error(result.error.title, { description: result.error.message });
  }

  return (
    <Card className="space-y-4 text-center">
      <CardTitle className="text-2xl">Check Your Email</CardTitle>
      <p className="text-muted">
        We sent a verification link to <strong className="text-ink">{email}</strong>. Click the link to access your
        dashboard. The link expires in 24 hours.
      </p>
      <div className="flex flex-col gap-2">
        <Button type="button" variant="outline" onClick={resend} disabled={sending}>
          {sending ? "Sending..." : "Resend"}
        </Button>
        <Button type="button" onClick={() => router.push("/dashboard")}>
          I&apos;ve Verified My Email
        </Button>
      </div>
    </Card>
  );
}
