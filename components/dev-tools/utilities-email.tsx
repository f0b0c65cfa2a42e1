"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { sendTestEmailsAction } from "@/lib/actions/dev-tools";
import {
  TEST_EMAIL_LABELS,
  TEST_EMAIL_TEMPLATES,
  UTILITIES_COPY,
  type TestEmailTemplate,
} from "@/lib/domain/dev-tools-utilities";
import { testEmailsSchema } from "@/lib/validation/dev-tools";

type Running = TestEmailTemplate | "all" | null;
type TestEmailsInput = z.output<typeof testEmailsSchema>;

/**
 * Email Testing Suite (spec 3 §5, §8): the real templates, each queued through the outbox to the address typed here
 * (the admin's own by default). Their one-time links are test values that open each page's invalid-link state.
 */
export function EmailTesting({ defaultAddress }: { defaultAddress: string | undefined }) {
  // Untouched, the field follows the admin's address as it loads; once typed in, it is the admin's.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState<Running>(null);
  const address = typed ?? defaultAddress ?? "";

  const sendEmails = useAction((input: TestEmailsInput) => sendTestEmailsAction(input), {
    // One template: a failure the server did not explain gets that template's fallback line (spec 3 §8).
    fallback: ({ templates }) => (templates.length === 1 ? UTILITIES_COPY.emailFallback[templates[0]!] : undefined),
    onSuccess: (outcomes, { templates }) => {
      const failed = outcomes.filter((outcome) => outcome.outcome === "failed");
      for (const outcome of failed) {
        toast.error(UTILITIES_COPY.emailFailedTitle, {
          description: outcome.reason || UTILITIES_COPY.emailFallback[outcome.template],
        });
      }
      if (failed.length > 0) return;
      if (templates.length === TEST_EMAIL_TEMPLATES.length) toast.success(UTILITIES_COPY.allEmailsSent);
      else for (const template of templates) toast.success(UTILITIES_COPY.emailSent[template]);
    },
  });

  async function send(templates: TestEmailTemplate[]) {
    if (!address.trim()) {
      setError(UTILITIES_COPY.emailRequired);
      toast.error(UTILITIES_COPY.emailRequiredTitle, { description: UTILITIES_COPY.emailRequired });
      return;
    }
    const parsed = testEmailsSchema.safeParse({ to: address, templates });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message);
      toast.error("Error", { description: message });
      return;
    }
    setError(undefined);
    setRunning(templates.length === 1 ? templates[0]! : "all");
    await sendEmails.run(parsed.data);
    setRunning(null);
  }

  return (
    <Card aria-labelledby="email-testing-title">
      <CardTitle id="email-testing-title">Email Testing Suite</CardTitle>
      <div className="mt-4 space-y-4">
        <TextField
          id="test-email-address"
          label="Test email address"
          type="email"
          autoComplete="off"
          value={address}
          onValueChange={(value) => {
            setTyped(value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          {TEST_EMAIL_TEMPLATES.map((template) => (
            <Button
              key={template}
              type="button"
              variant="outline"
              disabled={running !== null}
              onClick={() => send([template])}
            >
              {running === template ? "Sending..." : TEST_EMAIL_LABELS[template]}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" disabled={running !== null} onClick={() => send([...TEST_EMAIL_TEMPLATES])}>
            {running === "all" ? "Sending all..." : "Send all"}
          </Button>
          <Link
            href={address.trim() ? `/dev/mailbox?to=${encodeURIComponent(address.trim())}` : "/dev/mailbox"}
            className="text-sm text-brand-700 underline-offset-4 hover:underline"
          >
            Dev mailbox
          </Link>
        </div>
      </div>
    </Card>
  );
}
