"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { settleAction, toastFailure } from "@/components/forms/action-outcome";
import { subscribePushAction, unsubscribePushAction } from "@/lib/actions/push";
import { PUSH_ENDPOINT_TAKEN } from "@/lib/validation/push";
import { pushAvailability, PUSH_COPY, readBrowserFacts, type PushAvailability } from "./push-support";
import { ToggleRow } from "./toggle-row";

/** How long to wait for the service worker before saying it is not running (dev, or blocked by the browser). */
const WORKER_WAIT_MS = 5_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The VAPID public key as the bytes PushManager.subscribe wants. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64Url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Push notifications on this device (issue #17): the switch asks the browser on the person's tap (browsers refuse a
 * prompt nobody asked for), subscribes with this server's VAPID key and saves the subscription; off unsubscribes the
 * browser and forgets it on the server. Where push cannot work, the row says why instead of offering a dead switch.
 */
export function PushNotificationsRow({ publicKey }: { publicKey: string | null }) {
  const [availability, setAvailability] = useState<PushAvailability | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const found = pushAvailability(readBrowserFacts(publicKey !== null));
    let live = true;
    void (async () => {
      const registration = found.state === "ready" ? await navigator.serviceWorker.getRegistration() : undefined;
      const existing = await registration?.pushManager.getSubscription();
      if (!live) return;
      setSubscribed(Boolean(existing));
      setAvailability(found);
    })();
    return () => {
      live = false;
    };
  }, [publicKey]);

  async function turnOn() {
    if (!publicKey) return;
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setAvailability(pushAvailability(readBrowserFacts(true)));
      return;
    }
    const registration = await workerRegistration();
    if (!registration) {
      toast.error("Error", { description: PUSH_COPY.noWorker });
      return;
    }
    const save = async (subscription: PushSubscription) => {
      const json = subscription.toJSON();
      return settleAction(
        subscribePushAction({
          endpoint: json.endpoint ?? subscription.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
        }),
      );
    };
    const subscribe = () =>
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    let subscription: PushSubscription;
    let result: Awaited<ReturnType<typeof save>>;
    try {
      subscription = await subscribe();
      result = await save(subscription);
      // This browser's endpoint is another account's (someone signed in here before): a fresh one is nobody's.
      if (!result.ok && result.error.title === PUSH_ENDPOINT_TAKEN.title) {
        await subscription.unsubscribe();
        subscription = await subscribe();
        result = await save(subscription);
      }
    } catch {
      // The browser's push service could not be reached (offline) or refused this key.
      toast.error("Error", { description: "Couldn't turn on push notifications. Please try again." });
      return;
    }
    if (!result.ok) {
      // Not saved: leave the browser unsubscribed too, so the switch tells the truth.
      await subscription.unsubscribe().catch(() => undefined);
      toastFailure(result);
      return;
    }
    setSubscribed(true);
    toast.success(PUSH_COPY.on.title, { description: PUSH_COPY.on.message });
  }

  async function turnOff() {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      const result = await settleAction(unsubscribePushAction({ endpoint: subscription.endpoint }));
      if (!result.ok) {
        toastFailure(result);
        return;
      }
      await subscription.unsubscribe().catch(() => undefined);
    }
    setSubscribed(false);
    toast.success(PUSH_COPY.off.title, { description: PUSH_COPY.off.message });
  }

  async function change(on: boolean) {
    setBusy(true);
    try {
      await (on ? turnOn() : turnOff());
    } finally {
      setBusy(false);
    }
  }

  if (availability && availability.state !== "ready") {
    return (
      <div className="py-3" id="push-notifications">
        <p className="text-sm font-medium">{PUSH_COPY.label}</p>
        <p className="text-xs text-muted" role="status">
          {availability.message}
        </p>
        {availability.state === "install-first" ? (
          <ol className="mt-1 list-decimal pl-5 text-xs text-muted">
            {availability.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : null}
      </div>
    );
  }
  return (
    <ToggleRow
      id="push-notifications"
      label={PUSH_COPY.label}
      description={PUSH_COPY.description}
      checked={subscribed}
      disabled={!availability || busy}
      onCheckedChange={(on) => void change(on)}
    />
  );
}
