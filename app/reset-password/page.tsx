import type { Metadata } from "next";
import { AuthScreen } from "@/components/shell/auth-layout";
import { ResetPasswordForm } from "./_components/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthScreen title="Choose a new password" subtitle="Signing in again will be needed on all your devices.">
      <ResetPasswordForm token={token ?? ""} />
    </AuthScreen>
  );
}
