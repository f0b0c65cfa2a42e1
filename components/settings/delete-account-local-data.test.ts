import { describe, expect, test } from "vitest";
import { clearLocalAccountData, type ClearableStorage } from "./delete-account-local-data";

function fakeStorage(entries: Record<string, string>): ClearableStorage & { keys: () => string[] } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

describe("clearLocalAccountData", () => {
  test("removes every attune_ key, adjacent ones included, and nothing else", () => {
    const storage = fakeStorage({
      attune_backup_metadata: "[]",
      "attune_backup_mood-log": "{}",
      attune_invite_token: "t",
      attune_auth_redirect: "/accept-invite?token=t",
      theme: "dark",
      other_attune_key: "x",
      Attune_upper: "x",
    });
    expect(clearLocalAccountData(storage)).toBe(4);
    expect(storage.keys()).toEqual(["Attune_upper", "other_attune_key", "theme"]);
  });

  test("no storage, empty storage, or storage that throws: 0 and no exception", () => {
    expect(clearLocalAccountData(null)).toBe(0);
    expect(clearLocalAccountData(fakeStorage({}))).toBe(0);
    const broken: ClearableStorage = {
      get length(): number {
        throw new Error("SecurityError");
      },
      key: () => null,
      removeItem: () => undefined,
    };
    expect(clearLocalAccountData(broken)).toBe(0);
  });
});
