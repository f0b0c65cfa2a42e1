"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { PhoneField } from "@/components/onboarding/phone-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { sendPartnerInvitationAction } from "@/lib/actions/partner";
import { useAfterHydration } from "@/components/forms/use-after-hydration";
import { DEFAULT_PHONE_COUNTRY, type CountryCode, type PhoneCountry } from "@/lib/validation/phone-values";
import { DEFAULT_INVITATION_METHOD, INVITATION_METHODS } from "@/lib/validation/partner-values";
import { rawPayload, type InvitationPayload, type InvitationValues, type Method } from "./invitation-payload";
import { RadioChoices } from "@/components/ui/radio-choices";
import { sendToasts } from "./send-toasts";

const METHOD_LABELS: Record<Method, string> = { email: "Email", sms: "SMS", both: "Both" };

const loadRules = () => import("./invitation-rules");

/**
 * Spec 3 §2 Settings → Partner, no link or a declined one: method (default SMS), the partner's email and/or mobile
 * (country default +1), and the inviter's own mobile when the profile has none and SMS is involved (spec 3 §5).
 */
export function InvitationForm({
  ownEmail,
  countries,
  hasOwnPhone,
  lastDeclined,
}: {
  /** Inviting yourself is refused here already, and again by the server. */
  ownEmail: string;
  countries: PhoneCountry[];
  hasOwnPhone: boolean;
  lastDeclined: boolean;
}) {
  const router = useRouter();
  const [method, setMethod] = useState<Method>(DEFAULT_INVITATION_METHOD);
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [ownPhone, setOwnPhone] = useState("");
  const [ownCountry, setOwnCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const invite = useAction((input: InvitationPayload) => sendPartnerInvitationAction(input), {
    onFailure: (error) => {
      const fields = error.fieldErrors ?? {};
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0] ?? ""])));
    },
    onSuccess: (sent) => {
      for (const spec of sendToasts(sent)) {
        const show = spec.kind === "success" ? toast.success : spec.kind === "warning" ? toast.warning : toast.error;
        show(spec.title, { description: spec.description });
      }
      if (sent.outcome !== "failed") router.refresh();
    },
  });

  const bySms = method !== "email";
  const byEmail = method !== "sms";
  const askOwnPhone = bySms && !hasOwnPhone;
  // The checks (libphonenumber, zod) arrive once the page has hydrated; until then nothing shows an error (nobody has
  // typed yet) and a submit waits for them. If they cannot be fetched, the server's parse answers (decision 066).
  const rules = useAfterHydration(loadRules);
  const values: InvitationValues = { method, email, phone, country, ownPhone, ownCountry, askOwnPhone, ownEmail };
  const checked = rules.loaded?.checkInvitation(values);
  const clientErrors = checked?.errors ?? {};
  const errors = submitted ? { ...clientErrors, ...serverErrors } : {};

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const now = (await rules.get())?.checkInvitation(values);
    if (now && Object.keys(now.errors).length > 0) return;
    void invite.run(now?.payload ?? rawPayload(values));
  }

  const clear = (field: string) =>
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {lastDeclined ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm">
          Your last invitation was declined. You can send a new one below.
        </p>
      ) : null}
      <RadioChoices
        legend="Send invitation by"
        name="invitation-method"
        options={INVITATION_METHODS}
        labels={METHOD_LABELS}
        value={method}
        onChange={setMethod}
      >
        {errors.method ? (
          <p role="alert" className="text-xs text-danger">
            {errors.method}
          </p>
        ) : null}
      </RadioChoices>

      {byEmail ? (
        <TextField
          id="partner-email"
          label="Partner's email"
          type="email"
          autoComplete="off"
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            clear("partnerEmail");
          }}
          error={errors.partnerEmail}
        />
      ) : null}

      {bySms ? (
        <PhoneField
          id="partner-phone"
          label="Partner's mobile number"
          countries={countries}
          country={country}
          onCountryChange={setCountry}
          value={phone}
          onValueChange={(value) => {
            setPhone(value);
            clear("partnerPhone");
          }}
          check={checked?.partnerCheck ?? null}
          error={errors.partnerPhone}
          hint="Your partner's mobile number, where the invitation is texted."
        />
      ) : null}

      {askOwnPhone ? (
        <PhoneField
          id="own-phone"
          label="Your mobile number"
          countries={countries}
          country={ownCountry}
          onCountryChange={setOwnCountry}
          value={ownPhone}
          onValueChange={(value) => {
            setOwnPhone(value);
            clear("ownPhone");
          }}
          check={checked?.ownCheck ?? null}
          error={errors.ownPhone}
          hint="Needed once for SMS invitations; saved to your profile."
        />
      ) : null}

      <Button type="submit" disabled={invite.pending} className="w-full sm:w-auto">
        {invite.pending ? "Sending..." : "Send Invitation"}
      </Button>
    </form>
  );
}
