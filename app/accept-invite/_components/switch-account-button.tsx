"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/lib/actions/auth";

/**
 * Decision 027: an email invitation opened in the wrong account. The person may simply be signed in as someone else,
 * so they can sign out and come back to the sign-in screen with the invitation kept (token and from=invite), like a
 * signed-out visitor; signing in with the invited address then returns them here.
 */
export function SwitchAccountButton({ token }: { token: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      className="w-full"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await signOutAction();
          if (!result.ok) {
            toast.error(result.error.title, { description: result.error.message });
            return;
          }
          router.replace(`/auth?token=${encodeURIComponent(token)}&from=invite`);
          router.refresh();
        })
      }
    >
      {pending ? "Signing Out..." : "Sign out and use another account"}
    </Button>
  );
}
