import { notFound, redirect } from "next/navigation";

/**
 * Spec 1 §2: any unknown path goes to /onboarding. A catch-all page (the lowest-priority route, so every real route
 * wins) answers with a real 307, and app/not-found.tsx stays free for notFound() from real pages (decision 014).
 * Unknown /api/* paths are for programs, not people: they get a 404, not an HTML page.
 */
export default async function UnknownPath({ params }: { params: Promise<{ unknown: string[] }> }) {
  const { unknown } = await params;
  if (unknown[0] === "api") notFound();
  redirect("/onboarding");
}
