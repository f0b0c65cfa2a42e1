import type { Metadata } from "next";
import { AuthScreen } from "@/components/shell/auth-layout";
import { VerifyEmail } from "./_components/verify-email";

export const metadata: Metadata = { title: "Verify your email" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthScreen title="Verifying your email">
      <VerifyEmail token={token ?? ""} />
    </AuthScreen>
  );
}
