"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import type { PhoneCountry } from "@/lib/validation/phone";
import type { SavedAccount } from "./account-view";

const loadEditor = () => import("./account-editor");
const AccountEditor = clientOnly(retryingLoad(loadEditor), {
  loading: () => (
    <p role="status" className="mt-4 text-sm text-muted">
      Loading…
    </p>
  ),
});

/**
 * The Account card in the browser: the stored details, and Edit. The edit form (account-editor.tsx: the phone
 * rules and the schema) is fetched when Edit is pointed at or focused, and shown once it has arrived (issue #34,
 * decision 059).
 */
export function AccountCardView({ account, countries }: { account: SavedAccount; countries: PhoneCountry[] }) {
  const router = useRouter();
  const [saved, setSaved] = useState(account);
  const [editing, setEditing] = useState(false);
  const preload = () => void loadEditor().catch(() => undefined);

  return (
    <Card aria-labelledby="account-title">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="account-title">Account</CardTitle>
        {!editing ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        ) : null}
      </div>
      {editing ? (
        <AccountEditor
          saved={saved}
          countries={countries}
          onSaved={(next) => {
            setSaved(next);
            setEditing(false);
            router.refresh();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-muted">Display name</dt>
            <dd className="font-medium">{saved.displayName}</dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="font-medium break-all">{saved.email}</dd>
          </div>
          <div>
            <dt className="text-muted">Mobile number</dt>
            <dd className="font-medium">{saved.phoneDisplay ?? "Not set"}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
