"use client";

import { RotateCw } from "@/components/ui/icons/rotate-cw";
import { Button } from "@/components/ui/button";

/**
 * Reloads the address in the bar: the page the person asked for, which the service worker answered with the offline
 * page. Online again, the reload gets the real page; still offline, the offline page once more.
 */
export function TryAgainButton() {
  return (
    <Button type="button" size="lg" className="mt-8 w-full sm:w-auto" onClick={() => window.location.reload()}>
      <RotateCw aria-hidden className="size-4" />
      Try again
    </Button>
  );
}
