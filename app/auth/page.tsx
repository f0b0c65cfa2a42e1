import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { AuthScreen } from "@/components/shell/auth-layout";
import { currentUser } from "@/lib/auth/guards";
import { ResetNotice } from "./_components/reset-notice";

export const metadata: Metadata = { title: "Sign in" };

export default async function AuthPage({ searchParams }: { searchParams: Promise<{ reset?: string }> }) {
  if (await currentUser()) redirect("/dashboard");
  const { reset } = await searchParams;
  return (
    <AuthScreen title="Welcome back" subtitle="Sign in to continue your journey together.">
      {reset === "success" ? <ResetNotice /> : null}
      <SignInForm />
    </AuthScreen>
  );
}
