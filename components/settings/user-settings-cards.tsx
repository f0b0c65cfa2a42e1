"use client";

import { Card, CardTitle } from "@/components/ui/card";
import { updateUserSettingsAction } from "@/lib/actions/settings";
import { type UserSettingKey, type UserSettingsValues } from "@/lib/validation/settings-values";
import { LoadErrorToast } from "./load-error-toast";
import { CONNECTION_PREFERENCE_KEYS, EMOTIONAL_INTELLIGENCE_KEYS, USER_SETTING_COPY } from "./settings-copy";
import { ToggleRow } from "./toggle-row";
import { useOptimisticToggles } from "./use-optimistic-toggles";

export interface PreferencesView {
  values: UserSettingsValues;
  loadFailed: boolean;
}

/**
 * Settings → Emotional Intelligence and Connection Preferences (spec 3 §2, §3): one switch per user_settings column,
 * saved at once. On a load error the spec's defaults are shown with the 'Error loading settings' toast; the switches
 * still work, and the first change creates the row.
 */
export function UserSettingsCards({ preferences }: { preferences: PreferencesView }) {
  const toggles = useOptimisticToggles<UserSettingKey, boolean>(preferences.values, (patch) =>
    updateUserSettingsAction(patch),
  );
  const rows = (keys: readonly UserSettingKey[]) =>
    keys.map((key) => (
      <ToggleRow
        key={key}
        id={`setting-${key}`}
        {...USER_SETTING_COPY[key]}
        checked={toggles.values[key]}
        disabled={toggles.saving.has(key)}
        onCheckedChange={(checked) => void toggles.change(key, checked)}
      />
    ));

  return (
    <>
      {preferences.loadFailed ? <LoadErrorToast /> : null}
      <Card aria-labelledby="emotional-intelligence-title">
        <CardTitle id="emotional-intelligence-title">Emotional Intelligence</CardTitle>
        <div className="mt-2 divide-y divide-brand-100">{rows(EMOTIONAL_INTELLIGENCE_KEYS)}</div>
      </Card>
      <Card aria-labelledby="connection-preferences-title">
        <CardTitle id="connection-preferences-title">Connection Preferences</CardTitle>
        <div className="mt-2 divide-y divide-brand-100">{rows(CONNECTION_PREFERENCE_KEYS)}</div>
      </Card>
    </>
  );
}
