"use client";

import { Link } from "@/components/ui/link";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/forms/use-action";
import { PhoneField } from "@/components/onboarding/phone-field";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { sendTestSmsAction } from "@/lib/actions/dev-tools";
import {
  TEST_SMS_MAX,
  TEST_SMS_TYPE_LABELS,
  TEST_SMS_TYPES,
  UTILITIES_COPY,
  type TestSmsType,
} from "@/lib/domain/dev-tools-utilities";
import { formatTestPhone } from "@/lib/domain/phone-display";
import { devTestMessages, testSmsSchema } from "@/lib/validation/dev-tools";
import { checkMobileNumber, DEFAULT_PHONE_COUNTRY, phoneCountries, type CountryCode } from "@/lib/validation/phone";
import { RadioChoices } from "@/components/ui/radio-choices";
import { characterCount } from "@/lib/validation/text";

type Errors = Partial<Record<"phone" | "customMessage", string>>;

/** A national number typed with a country becomes E.164; anything else goes as typed for the schema to name. */
function international(input: string, country: CountryCode): string {
  const checked = input.trim() ? checkMobileNumber(input, country) : null;
  return checked?.ok ? checked.e164 : input.trim();
}

function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The toast beside a refused field (spec 3 §5): the spec words two of them itself. */
function toastFor(errors: Errors): string | undefined {
  if (errors.phone === devTestMessages.countryCode) return devTestMessages.countryCodeToast;
  return errors.phone ?? errors.customMessage;
}

/**
 * SMS Testing (spec 3 §5 "Developer tests"): a number with its country (the invitation form's phone field), the
 * invitation text or a custom message of one segment, sent through the outbox like every text — so without Twilio
 * keys it lands in the dev mailbox.
 */
export function SmsTesting() {
  const countries = useMemo(() => phoneCountries(), []);
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [phone, setPhone] = useState("");
  const [type, setType] = useState<TestSmsType>("invitation");
  const [custom, setCustom] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const payload = {
    phone: international(phone, country),
    messageType: type,
    customMessage: type === "custom" ? custom : undefined,
  };

  const sendSms = useAction((input: typeof payload) => sendTestSmsAction(input), {
    // The request itself failed (offline, server restarted): spec 3 §8 'SMS Test Error'.
    unreached: (thrown) => ({
      title: UTILITIES_COPY.smsErrorTitle,
      message: UTILITIES_COPY.smsError(thrown instanceof Error ? thrown.message : undefined),
    }),
    onFailure: (failure) => {
      const fields = failure.fieldErrors ?? {};
      setErrors({ phone: fields.phone?.[0], customMessage: fields.customMessage?.[0] });
    },
    onSuccess: (sent) => {
      if (sent.outcome === "failed") {
        toast.error(UTILITIES_COPY.smsFailedTitle, { description: UTILITIES_COPY.smsFailed(sent.reason) });
      } else {
        toast.success(UTILITIES_COPY.smsSentTitle, { description: UTILITIES_COPY.smsSent(formatTestPhone(sent.to)) });
      }
    },
  });
  const pending = sendSms.pending;

  function send(event: React.FormEvent) {
    event.preventDefault();
    const parsed = testSmsSchema.safeParse(payload);
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors(found);
      toast.error("Error", { description: toastFor(found) });
      return;
    }
    setErrors({});
    void sendSms.run(payload);
  }

  const count = characterCount(custom);
  return (
    <Card aria-labelledby="sms-testing-title">
      <CardTitle id="sms-testing-title">SMS Testing</CardTitle>
      <form onSubmit={send} noValidate className="mt-4 space-y-4">
        <PhoneField
          id="test-sms-phone"
          label="Phone number"
          countries={countries}
          country={country}
          onCountryChange={setCountry}
          value={phone}
          onValueChange={(value) => {
            setPhone(value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          check={phone.trim() ? checkMobileNumber(phone, country) : null}
          error={errors.phone}
          hint="Choose the country, then the number; it is sent with its country code."
        />
        <RadioChoices
          legend="Message"
          name="test-sms-type"
          options={TEST_SMS_TYPES}
          labels={TEST_SMS_TYPE_LABELS}
          value={type}
          onChange={setType}
        />
        {type === "custom" ? (
          <div className="space-y-1.5">
            <label htmlFor="test-sms-message" className="text-sm font-medium">
              Custom message
            </label>
            <textarea
              id="test-sms-message"
              value={custom}
              maxLength={TEST_SMS_MAX}
              rows={3}
              onChange={(event) => {
                setCustom(event.target.value);
                setErrors((current) => ({ ...current, customMessage: undefined }));
              }}
              aria-invalid={!!errors.customMessage}
              aria-describedby="test-sms-message-count"
              className="w-full rounded-lg border border-brand-100 bg-white p-2 text-sm"
            />
            <p id="test-sms-message-count" className="flex justify-between text-xs text-muted">
              <span role={errors.customMessage ? "alert" : undefined} className="text-danger">
                {errors.customMessage}
              </span>
              <span>
                {count}/{TEST_SMS_MAX}
              </span>
            </p>
          </div>
        ) : (
          <p className="text-xs text-muted">
            The partner invitation text, from you, with a link that is no invitation (it opens the invalid-link page).
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending || !phone.trim()}>
            {pending ? "Sending..." : "Send Test SMS"}
          </Button>
          <Link href="/dev/mailbox" className="text-sm text-brand-700 underline-offset-4 hover:underline">
            Dev mailbox
          </Link>
        </div>
      </form>
    </Card>
  );
}
