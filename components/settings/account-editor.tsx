"use client";

import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { PhoneField } from "@/components/onboarding/phone-field";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { updateAccountAction } from "@/lib/actions/settings";
import { checkMobileNumber, shouldShowPhoneError, type CountryCode, type PhoneCountry } from "@/lib/validation/phone";
import { accountUpdateSchema } from "@/lib/validation/settings";
import { accountView, type SavedAccount } from "./account-view";

/**
 * Settings → Account's edit form (spec 3 §2, §4, §5), a chunk of its own fetched when Edit is pointed at, focused or
 * pressed (issue #34, decision 059): the phone rules (libphonenumber's full metadata) and the schema are not in the
 * Settings page's first load. Save appears only once the name or phone differs from what is stored; an empty phone
 * removes it (decision 020).
 */
export default function AccountEditor({
  saved,
  countries,
  onSaved,
  onCancel,
}: {
  saved: SavedAccount;
  countries: PhoneCountry[];
  onSaved: (account: SavedAccount) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(saved.displayName);
  const [country, setCountry] = useState<CountryCode>(saved.phoneCountry);
  const [phoneInput, setPhoneInput] = useState(saved.phoneNational);
  const [serverErrors, setServerErrors] = useState<Record<string, string[] | undefined>>({});
  const [submitted, setSubmitted] = useState(false);
  const update = useAction((input: { displayName: string; phone: string }) => updateAccountAction(input), {
    onFailure: (error) => setServerErrors(error.fieldErrors ?? {}),
    onSuccess: (account) => {
      onSaved(accountView({ ...saved, ...account }));
      toast.success("Profile updated", { description: "Your account details were saved." });
    },
  });
  const pending = update.pending;

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

  function save(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!changed || !local.success || (phoneCheck && !phoneCheck.ok)) return;
    void update.run({ displayName: name, phone: phoneValue });
  }

  return (
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
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
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
