import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/guards";
import { RegistrationFlow } from "./_components/registration-flow";

export const metadata: Metadata = { title: "Get started" };

export default async function OnboardingPage({ searchParams }: { searchParams: Promise<{ partner?: string }> }) {
  const { partner } = await searchParams;
  if (partner !== "true" && (await currentUser())) redirect("/dashboard");
  return <RegistrationFlow />;
}
