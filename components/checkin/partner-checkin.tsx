"use client";

import { Suspense, use, useEffect, useState, type ReactNode } from "react";
import { PARTNER_LOADING_FALLBACK_MS } from "@/components/forms/timings";
import { PartnerCheckinForm } from "./partner-checkin-form";

/** What /checkin needs from the server (loadCheckinContext): null partnerFirstName means no partner. */
export interface PartnerCheckinContext {
  partnerFirstName: string | null;
  partnerSharingEnabled: boolean;
}

/**
 * /checkin (spec 2 §2.3). The page streams the context as a promise: skeletons show until it arrives, then the form
 * or, without a partner, the gate. If it has not arrived after PARTNER_LOADING_FALLBACK_MS the gate replaces the
 * skeletons and stays (a form that appears under someone already reading the gate would be more confusing).
 *
 * The timer lives here, outside the Suspense boundary, because a boundary still pending when the server's HTML
 * arrives is not hydrated: a timer inside the fallback would never start on a slow first load.
 *
 * The gate (no-partner-gate.tsx) and the skeletons (checkin-skeleton.tsx) are rendered by the page on the server and
 * handed in as elements: static markup, so their code and icons are not in the page's JavaScript (issue #34,
 * decision 066).
 */
export function PartnerCheckin({
  context,
  userId,
  gate,
  skeleton,
}: {
  context: Promise<PartnerCheckinContext>;
  userId: string;
  /** <NoPartnerGate />: shown without a partner, or once loading has taken too long. */
  gate: ReactNode;
  /** <CheckinSkeleton />: shown while the context loads. */
  skeleton: ReactNode;
}) {
  const [loaded, setLoaded] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    let current = true;
    context.then(
      () => current && setLoaded(true),
      () => {}, // a failed load is thrown by use() below, into the route's error screen
    );
    return () => {
      current = false;
    };
  }, [context]);

  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(() => setGaveUp(true), PARTNER_LOADING_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  // gaveUp is only ever set while still loading, and stays set.
  if (gaveUp) return gate;
  return (
    <Suspense fallback={skeleton}>
      <LoadedCheckin context={context} userId={userId} gate={gate} />
    </Suspense>
  );
}

function LoadedCheckin({
  context,
  userId,
  gate,
}: {
  context: Promise<PartnerCheckinContext>;
  userId: string;
  gate: ReactNode;
}) {
  const { partnerFirstName, partnerSharingEnabled } = use(context);
  if (partnerFirstName === null) return gate;
  return <PartnerCheckinForm partnerName={partnerFirstName} sharingEnabled={partnerSharingEnabled} userId={userId} />;
}
