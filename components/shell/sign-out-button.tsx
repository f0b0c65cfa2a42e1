"use client";

import { useRouter } from "next/navigation";
import { useAction } from "@/components/forms/use-action";
import { clearServiceWorkerCaches } from "@/components/pwa/service-worker";
import { signOutAction } from "@/lib/actions/auth";
import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * Signs out (every copy of the session ends, decision 002) and goes to `redirectTo`. The header's button by default;
 * an invitation opened in the wrong account uses it to switch accounts and come back to the invitation.
 */
export function SignOutButton({
  redirectTo = "/auth",
  label = "Sign Out",
  className,
  variant = "outline",
  size = "sm",
}: {
  redirectTo?: string;
  label?: string;
  className?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const router = useRouter();
  const signOut = useAction(() => signOutAction(), {
    onSuccess: async () => {
      // Nothing of the person is cached (decision 039); this makes sure no cache outlives their session here.
      await clearServiceWorkerCaches();
      router.replace(redirectTo);
      router.refresh();
    },
  });
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      disabled={signOut.pending}
      onClick={() => void signOut.run()}
    >
      {signOut.pending ? "Signing Out..." : label}
    </Button>
  );
}
