"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { failureCopy } from "@/components/forms/action-outcome";
import { useAction } from "@/components/forms/use-action";
import { subscribePushAction, unsubscribePushAction } from "@/lib/actions/push";
import { PUSH_ENDPOINT_TAKEN } from "@/lib/validation/push-values";
import { pushAvailability, PUSH_COPY, readBrowserFacts, type PushAvailability } from "./push-support";
import { ToggleRow } from "./toggle-row";

/** What a failed switch-on says when the browser's push service or the server could not be reached. */
const TURN_ON_FAILED = "Couldn't turn on push notifications. Please try again.";

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

/** What the server keeps of a browser's subscription. */
function subscriptionInput(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  };
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
  // Another account's endpoint (someone signed in here before) is tried once more with a fresh one, which is
  // nobody's, before anything is said; the second try says what went wrong, as any save does.
  const firstSave = useAction(
    (subscription: PushSubscription) => subscribePushAction(subscriptionInput(subscription)),
    {
      failureToast: (error) => (error.title === PUSH_ENDPOINT_TAKEN.title ? null : failureCopy(error)),
      unreached: { title: "Error", message: TURN_ON_FAILED },
    },
  );
  const secondSave = useAction(
    (subscription: PushSubscription) => subscribePushAction(subscriptionInput(subscription)),
    {
      unreached: { title: "Error", message: TURN_ON_FAILED },
    },
  );
  const forgetSubscription = useAction((endpoint: string) => unsubscribePushAction({ endpoint }));

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
    const subscribe = () =>
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    let subscription: PushSubscription;
    try {
      subscription = await subscribe();
    } catch {
      // The browser's push service could not be reached (offline) or refused this key.
      toast.error("Error", { description: TURN_ON_FAILED });
      return;
    }
    let result = await firstSave.run(subscription);
    if (!result.ok && result.error.title === PUSH_ENDPOINT_TAKEN.title) {
      try {
        await subscription.unsubscribe();
        subscription = await subscribe();
      } catch {
        toast.error("Error", { description: TURN_ON_FAILED });
        return;
      }
      result = await secondSave.run(subscription);
    }
    if (!result.ok) {
      // Not saved: leave the browser unsubscribed too, so the switch tells the truth.
      await subscription.unsubscribe().catch(() => undefined);
      return;
    }
    setSubscribed(true);
    toast.success(PUSH_COPY.on.title, { description: PUSH_COPY.on.message });
  }

  async function turnOff() {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      const result = await forgetSubscription.run(subscription.endpoint);
      if (!result.ok) return;
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
