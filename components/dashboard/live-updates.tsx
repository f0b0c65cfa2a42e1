"use client";

import type { ComponentProps } from "react";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import type { LiveUpdates as Stream } from "./live-updates-stream";

/**
 * The pages' live stream (live-updates-stream.tsx), fetched once the page has hydrated rather than with it (issue
 * #34, decision 066): it draws nothing until a dropped stream asks for 'Reconnect', and the stream opened after
 * hydration before, so only the chunk's fetch comes between the two. The pages that keep current (dashboard, partner
 * dashboard, questions, goals, rituals) use it as before.
 */
export const LiveUpdates = clientOnly<NonNullable<ComponentProps<typeof Stream>>>(
  retryingLoad(() => import("./live-updates-stream").then((module) => module.LiveUpdates)),
);
