import { Link } from "@/components/ui/link";
import { LegalProse } from "@/components/legal/legal-sections";

/** The steps, shown on the page and repeated in the HowTo structured data so the two cannot disagree. */
const DELETION_STEPS = [
  { name: "Sign in", text: "Sign in to your Attune account." },
  { name: "Open Settings", text: "Open Settings from the navigation bar." },
  { name: "Go to the Danger Zone", text: "Scroll down to the Danger Zone section." },
  {
    name: "Delete your account",
    text: "Select Delete Account and confirm. Your account and its data are deleted permanently.",
  },
] as const;

/** Spec 1 §2: what deletion removes. */
const DELETED_DATA = [
  "Mood and emotional data",
  "Partner check-ins and messages",
  "Ritual history and preferences",
  "Profile info",
  "Subscription and billing data",
] as const;

export function deletionHowTo(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: "How to delete your Attune account",
    description:
      "Delete your Attune account from Settings → Danger Zone → Delete Account. Deletion is permanent and cannot be undone.",
    step: DELETION_STEPS.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
}

export function DeletionGuide() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-xl font-semibold tracking-tight">
          How to delete your account
        </h2>
        <p className="mt-3 leading-7">
          Go to <strong className="font-semibold">Settings → Danger Zone → Delete Account</strong>.
        </p>
        <ol className="mt-5 space-y-3">
          {DELETION_STEPS.map((step, index) => (
            <li key={step.name} className="flex gap-3 rounded-2xl border border-brand-100 bg-white p-4">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="leading-7">
                <strong className="font-semibold">{step.name}.</strong> {step.text}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm leading-6 text-muted">
          Can&rsquo;t sign in? Use &ldquo;Forgot your password?&rdquo; on the{" "}
          <Link href="/auth" className="underline">
            sign-in page
          </Link>{" "}
          to get back into your account first.
        </p>
      </section>

      <section aria-labelledby="deleted-heading">
        <h2 id="deleted-heading" className="text-xl font-semibold tracking-tight">
          What is deleted
        </h2>
        <LegalProse>
          <ul className="mt-3">
            {DELETED_DATA.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </LegalProse>
      </section>

      <section aria-labelledby="permanent-heading" className="rounded-2xl border border-danger/30 bg-white p-5 sm:p-6">
        <h2 id="permanent-heading" className="text-lg font-semibold text-danger">
          Deletion is permanent
        </h2>
        <p className="mt-2 leading-7">
          Deleting your account is permanent and cannot be undone. If you are connected with a partner, the connection
          ends and they can no longer see anything you shared.
        </p>
      </section>

      <section aria-labelledby="retention-heading">
        <h2 id="retention-heading" className="text-xl font-semibold tracking-tight">
          How long it takes
        </h2>
        <LegalProse>
          <p className="mt-3">
            Your account data is removed within 30 days of deletion. Copies in our backups are kept for up to 90 days
            and then erased. Read more in our <Link href="/privacy">Privacy Policy</Link>.
          </p>
        </LegalProse>
      </section>
    </div>
  );
}
