"use client";

import { TextField } from "@/components/ui/text-field";

type AccountField = "fullName" | "email" | "password";

export interface AccountFieldsProps {
  /** Distinguishes ids when two forms could share a page. */
  idPrefix?: string;
  values: Record<AccountField, string>;
  onChange: (field: AccountField, value: string) => void;
  errorFor: (field: AccountField) => string | undefined;
}

/** Full name, email and password: the fields every registration form starts with (spec 1 §2, §5). */
export function AccountFields({ idPrefix = "", values, onChange, errorFor }: AccountFieldsProps) {
  const field = (name: AccountField) => ({
    id: `${idPrefix}${name}`,
    value: values[name],
    error: errorFor(name),
    onValueChange: (value: string) => onChange(name, value),
  });
  return (
    <>
      <TextField label="Full Name" autoComplete="name" {...field("fullName")} />
      <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField
        label="Password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        {...field("password")}
      />
    </>
  );
}
