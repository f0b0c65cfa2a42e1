import { HeartHandshake } from "@/components/ui/icons/heart-handshake";

/** Spec 1 §2: with from=invite, a banner says the user is joining via a partner invitation. */
export function InviteBanner() {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm">
      <HeartHandshake aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>You&apos;re joining Attune through your partner&apos;s invitation.</span>
    </p>
  );
}
