import { Link } from "@/components/ui/link";

/**
 * Above the funnel while a signed-in admin reruns onboarding (Settings' developer action, spec 3 §2): who they are,
 * that their account is untouched, and the way back.
 */
export function RerunBanner({ firstName }: { firstName: string }) {
  return (
    <aside
      aria-label="Rerunning onboarding"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      <p>
        Rerunning onboarding, signed in as {firstName}. Nothing here changes your account; registering creates a
        separate one.{" "}
        <Link href="/settings" className="font-semibold underline underline-offset-2">
          Back to Settings
        </Link>
      </p>
    </aside>
  );
}
