"use client";

import { useId } from "react";
import type { CountryCode, MobileCheck, PhoneCountry } from "@/lib/validation/phone";
import { Input } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";

/**
 * A country selector (dial code) and a national mobile number (spec 1 §3, §4, §5 Phone). The parent owns the check
 * (checkMobileNumber) and decides when the error may show; this only renders it, or "SMS-ready" once valid.
 * `countries` comes from the server so option labels match between server and browser ICU data.
 */
export function PhoneField({
  id,
  label,
  countries,
  country,
  onCountryChange,
  value,
  onValueChange,
  check,
  error,
  hint = "Optional. A mobile number that can receive SMS.",
}: {
  id: string;
  label: string;
  countries: PhoneCountry[];
  country: CountryCode;
  onCountryChange: (iso: CountryCode) => void;
  value: string;
  onValueChange: (value: string) => void;
  check: MobileCheck | null;
  error?: string;
  /** Shown while the number is neither valid nor wrong. */
  hint?: string;
}) {
  const selectId = useId();
  const selected = countries.find((c) => c.iso === country);
  const statusId = `${id}-status`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <label htmlFor={selectId} className="sr-only">
          Country
        </label>
        <select
          id={selectId}
          value={country}
          onChange={(event) => onCountryChange(event.target.value as CountryCode)}
          autoComplete="tel-country-code"
          className="h-10 w-32 shrink-0 sm:w-48 rounded-lg border border-brand-100 bg-white px-2 text-sm"
        >
          {countries.map((c) => (
            <option key={c.iso} value={c.iso}>
              {c.dialCode} {c.country}
            </option>
          ))}
        </select>
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={selected?.placeholder}
          maxLength={selected?.maxLength}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={!!error}
          aria-describedby={statusId}
        />
      </div>
      <p
        id={statusId}
        role={error ? "alert" : undefined}
        className={cn("text-xs", error ? "text-danger" : check?.ok ? "font-medium text-green-800" : "text-muted")}
      >
        {error ?? (check?.ok ? "✓ SMS-ready" : hint)}
      </p>
    </div>
  );
}
