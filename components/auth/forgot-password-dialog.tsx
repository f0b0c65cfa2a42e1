"use client";

import { useState, type RefObject } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { requestPasswordResetAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { focusBack } from "@/components/ui/use-lazy-dialog";

type Stage = "form" | "sending" | "sent";

/**
 * Reset dialog (spec 1 §2, §4): form → sending → "Email Sent". The answer never reveals whether an account exists.
 * Opened by 'Forgot your password?' (forgot-password.tsx), which fetches this code on demand and mounts it afresh
 * for each opening, so it starts from the form with the email typed on the page.
 */
export default function ForgotPasswordDialog({
  initialEmail,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  initialEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [stage, setStage] = useState<Stage>("form");
  const requestReset = useAction((address: string) => requestPasswordResetAction({ email: address }), {
    failureToast: (error) => ({
      title: "Reset failed",
      description: error.message || "Failed to send reset email. Please try again.",
    }),
    onFailure: () => setStage("form"),
    onSuccess: () => {
      setStage("sent");
      toast.success("Reset email sent!", { description: "Check your email for password reset instructions." });
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast.error("Email required", { description: "Please enter your email address." });
      return;
    }
    setStage("sending");
    void requestReset.run(email);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={focusBack(returnFocusTo)}
        title={stage === "sent" ? "Email Sent" : "Reset your password"}
        description={
          stage === "sent"
            ? `If an account exists for ${email.trim().toLowerCase()}, a reset link is on its way. It expires in 1 hour.`
            : "Enter your email and we'll send you a link to reset your password."
        }
      >
        {stage === "sent" ? (
          <Button type="button" className="w-full" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField
              id="reset-email"
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
            />
            <Button type="submit" className="w-full" disabled={stage === "sending"}>
              {stage === "sending" ? "Sending..." : "Send Reset Link"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
