"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { signOutAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await signOutAction();
          if (!result.ok) {
            toast.error(result.error.title, { description: result.error.message });
            return;
          }
          router.replace("/auth");
          router.refresh();
        })
      }
    >
      {pending ? "Signing Out..." : "Sign Out"}
    </Button>
  );
}
