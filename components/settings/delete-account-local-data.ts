/**
 * What this browser keeps for the app outside the session cookie: form drafts (attune_backup_*, which can hold
 * private notes) and the invite handoff (attune_invite_token, attune_auth_redirect). After the account is deleted
 * none of it belongs to anyone, so it goes too; other sites' or libraries' keys are left alone.
 */
const LOCAL_DATA_PREFIX = "attune_";

export type ClearableStorage = Pick<Storage, "length" | "key" | "removeItem">;

/** Removes every app key; returns how many. Blocked or broken storage is not a reason to fail a finished deletion. */
export function clearLocalAccountData(storage: ClearableStorage | null): number {
  if (!storage) return 0;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(LOCAL_DATA_PREFIX)) keys.push(key);
    }
    // Collected first: removing while walking the indexes would skip keys.
    for (const key of keys) storage.removeItem(key);
    return keys.length;
  } catch {
    return 0;
  }
}

export function browserLocalStorage(): ClearableStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
