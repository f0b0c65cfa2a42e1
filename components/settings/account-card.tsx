"use client";

import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { PhoneField } from "@/components/onboarding/phone-field";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { updateAccountAction } from "@/lib/actions/settings";
import {
  checkMobileNumber,
  DEFAULT_PHONE_COUNTRY,
  shouldShowPhoneError,
  type CountryCode,
  type PhoneCountry,
} from "@/lib/validation/phone";
import { accountUpdateSchema, settingsMessages } from "@/lib/validation/settings";

export interface AccountView {
  email: string;
  displayName: string;
  phone: string | null;
}

const displayPhone = (e164: string | null) =>
  e164 ? (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164) : null;

/** The stored number split back into the country picker and the national digits the person typed. */
function phoneParts(e164: string | null): { country: CountryCode; national: string } {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  return parsed?.country
    ? { country: parsed.country, national: parsed.formatNational() }
    : { country: DEFAULT_PHONE_COUNTRY, national: "" };
}

/**
 * Settings → Account (spec 3 §2, §4, §5): view, then Edit → Save or Cancel. The email is shown but never editable;
 * Save appears only once the name or phone differs from what is stored. An empty phone removes it (decision 020).
 */
export function AccountCard({ account, countries }: { account: AccountView | null; countries: PhoneCountry[] }) {
  const router = useRouter();
  const [saved, setSaved] = useState(account);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(account?.displayName ?? "");
  const [country, setCountry] = useState<CountryCode>(phoneParts(account?.phone ?? null).country);
  const [phoneInput, setPhoneInput] = useState(phoneParts(account?.phone ?? null).national);
  const [serverErrors, setServerErrors] = useState<Record<string, string[] | undefined>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, startTransition] = useTransition();

  if (!saved) {
    return (
      <Card aria-labelledby="account-title">
        <CardTitle id="account-title">Account</CardTitle>
        <p role="alert" className="mt-3 text-sm text-danger">
          {settingsMessages.profileMissing}
        </p>
      </Card>
    );
  }

  const phoneCheck = phoneInput.trim() ? checkMobileNumber(phoneInput, country) : null;
  // A number that does not check out is sent as typed, so the server answers with the rule it broke.
  const phoneValue = phoneCheck ? (phoneCheck.ok ? phoneCheck.e164 : phoneInput.trim()) : "";
  const changed = name.trim() !== saved.displayName || phoneValue !== (saved.phone ?? "");
  const local = accountUpdateSchema.safeParse({ displayName: name, phone: phoneValue });
  const nameError =
    serverErrors.displayName?.[0] ??
    (local.success ? undefined : local.error.issues.find((i) => i.path[0] === "displayName")?.message);
  const phoneError =
    serverErrors.phone?.[0] ??
    (phoneCheck && !phoneCheck.ok && (submitted || shouldShowPhoneError(phoneInput)) ? phoneCheck.message : undefined);

  function startEditing() {
    const parts = phoneParts(saved!.phone);
    setName(saved!.displayName);
    setCountry(parts.country);
    setPhoneInput(parts.national);
    setServerErrors({});
    setSubmitted(false);
    setEditing(true);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!changed || !local.success || (phoneCheck && !phoneCheck.ok)) return;
    startTransition(async () => {
      const result = await updateAccountAction({ displayName: name, phone: phoneValue });
      if (!result.ok) {
        setServerErrors(result.error.fieldErrors ?? {});
        toast.error(result.error.title, { description: result.error.message });
        return;
      }
      setSaved({ ...saved!, ...result.data });
      setEditing(false);
      toast.success("Profile updated", { description: "Your account details were saved." });
      router.refresh();
    });
  }

  return (
    <Card aria-labelledby="account-title">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="account-title">Account</CardTitle>
        {!editing ? (
          <Button type="button" variant="outline" size="sm" onClick={startEditing}>
            Edit
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form onSubmit={save} noValidate className="mt-4 space-y-4">
          <TextField
            id="account-display-name"
            label="Display name"
            autoComplete="name"
            maxLength={100}
            value={name}
            onValueChange={(value) => {
              setName(value);
              setServerErrors((e) => ({ ...e, displayName: undefined }));
            }}
            error={nameError}
          />
          <ReadOnlyEmail email={saved.email} />
          <PhoneField
            id="account-phone"
            label="Mobile number (optional)"
            countries={countries}
            country={country}
            onCountryChange={(iso) => {
              setCountry(iso);
              setServerErrors((e) => ({ ...e, phone: undefined }));
            }}
            value={phoneInput}
            onValueChange={(value) => {
              setPhoneInput(value);
              setServerErrors((e) => ({ ...e, phone: undefined }));
            }}
            check={phoneCheck}
            error={phoneError}
          />
          <div className="flex gap-2">
            {changed ? (
              <Button type="submit" disabled={pending || !!nameError || !!phoneError} aria-busy={pending}>
                {pending ? "Saving..." : "Save"}
              </Button>
            ) : null}
            <Button type="button" variant="outline" disabled={pending} onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-muted">Display name</dt>
            <dd className="font-medium">{saved.displayName}</dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="font-medium break-all">{saved.email}</dd>
          </div>
          <div>
            <dt className="text-muted">Mobile number</dt>
            <dd className="font-medium">{displayPhone(saved.phone) ?? "Not set"}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <Field id="account-email" label="Email">
      <Input
        id="account-email"
        type="email"
        value={email}
        readOnly
        aria-describedby="account-email-hint"
        className="bg-brand-50 text-muted"
      />
      <p id="account-email-hint" className="text-xs text-muted">
        Your sign-in email can&apos;t be changed here.
      </p>
    </Field>
  );
}
