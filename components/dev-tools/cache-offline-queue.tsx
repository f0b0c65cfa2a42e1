"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { discardOfflineWrites, flushOfflineWrites, pendingOfflineWrites } from "@/lib/offline/queue";

interface QueueReport {
  /** Whose entries wait, without their bodies: the counts are all this panel shows. */
  owners: string[];
  /** The signed-in admin's id (GET /api/me), to tell their entries from other accounts' on this device. */
  me: string | null;
}

async function readQueue(): Promise<QueueReport | null> {
  if (typeof indexedDB === "undefined") return null;
  const [writes, me] = await Promise.all([pendingOfflineWrites(), signedInId()]);
  return { owners: writes.map((write) => write.ownerId), me };
}

async function signedInId(): Promise<string | null> {
  const response = await fetch("/api/me", { cache: "no-store" });
  if (!response.ok) return null;
  return ((await response.json()) as { user?: { id?: string } }).user?.id ?? null;
}

const entries = (n: number) => `${n} entr${n === 1 ? "y" : "ies"}`;

/**
 * The offline write queue (decision 040): moods and check-ins kept in IndexedDB until they reach the server. They
 * are unsent entries, not a cache, so discarding them loses them: it is offered for the admin's own only, behind a
 * confirmation that says so.
 */
export function OfflineQueuePanel() {
  const queue = useQuery({ queryKey: ["dev-tools", "cache", "offline-queue"], queryFn: readQueue, retry: false });
  const [busy, setBusy] = useState(false);
  const data = queue.data;
  const mine = data ? data.owners.filter((owner) => owner === data.me).length : 0;
  const others = data ? data.owners.length - mine : 0;

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      toast.success(await work());
    } catch (error) {
      toast.error("Error", { description: error instanceof Error ? error.message : "The offline queue failed." });
    } finally {
      setBusy(false);
      void queue.refetch();
    }
  }

  function sendNow() {
    void run(async () => {
      const { sent, failed, kept } = await flushOfflineWrites();
      return `${sent} sent, ${failed} refused, ${kept} still waiting`;
    });
  }

  function discardMine(me: string) {
    const sure = window.confirm(
      `${entries(mine)} of yours on this device ${mine === 1 ? "has" : "have"} not reached the server yet. ` +
        "Discarding loses them for good: they cannot be sent or recovered afterwards. Discard them?",
    );
    if (!sure) return;
    void run(async () => `${entries(await discardOfflineWrites(me))} discarded`);
  }

  return (
    <Card aria-labelledby="offline-queue-title" className="space-y-4">
      <CardTitle id="offline-queue-title">Offline write queue</CardTitle>
      {queue.error ? (
        <p role="alert" className="text-sm text-danger">
          IndexedDB could not be read here: {queue.error.message}
        </p>
      ) : data === null ? (
        <p className="text-sm text-muted">This browser has no IndexedDB, so nothing can wait here to be sent.</p>
      ) : data ? (
        <>
          <p className="text-sm">
            <strong>{entries(data.owners.length)}</strong> waiting to be sent: {mine} yours
            {others > 0 ? `, ${others} of other accounts that signed in here (sent when they sign in again)` : ""}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" disabled={busy || mine === 0} onClick={sendNow}>
              Send now
            </Button>
            {data.me && mine > 0 ? (
              <Button
                type="button"
                size="sm"
                variant="destructive"
                disabled={busy}
                onClick={() => discardMine(data.me!)}
              >
                Discard mine…
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">Reading the queue...</p>
      )}
    </Card>
  );
}
