import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";

/** "Already have an account? Log in" — the funnel's way back to the sign-in screen (spec 1 §2, step 0). */
export function LogInPrompt({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm", className)}>
      Already have an account?{" "}
      <Link href="/auth" className="font-semibold text-brand-700 hover:underline">
        Log in
      </Link>
    </p>
  );
}
