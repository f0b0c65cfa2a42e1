"use client";

import Link from "next/link";
import { useState } from "react";
import { CheckYourEmail } from "@/components/auth/check-your-email";
import { RegistrationForm } from "@/components/auth/registration-form";
import { AuthScreen } from "@/components/shell/auth-layout";

/** Registration and "Check Your Email" (funnel steps 4 and 5); the marketing steps before them come with issue #3. */
export function RegistrationFlow() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
        <CheckYourEmail email={registeredEmail} />
      </main>
    );
  }
  return (
    <AuthScreen
      title="Create your account"
      subtitle={
        <>
          Already have an account?{" "}
          <Link href="/auth" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <RegistrationForm onRegistered={setRegisteredEmail} />
    </AuthScreen>
  );
}
