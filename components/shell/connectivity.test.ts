import { describe, expect, test } from "vitest";
import { CONNECTIVITY_BADGE, nextConnectivity, type Connectivity, type ConnectivityEvent } from "./connectivity";

describe("nextConnectivity", () => {
  test.each<[Connectivity, ConnectivityEvent, Connectivity]>([
    ["online", "went-offline", "offline"],
    ["reconnecting", "went-offline", "offline"],
    ["offline", "went-offline", "offline"],
    ["offline", "came-online", "reconnecting"],
    ["online", "came-online", "online"],
    ["reconnecting", "came-online", "reconnecting"],
    ["reconnecting", "settled", "online"],
    ["offline", "settled", "offline"],
    ["online", "settled", "online"],
  ])("%s + %s → %s", (state, event, expected) => {
    expect(nextConnectivity(state, event)).toBe(expected);
  });
  test("badge text per state", () => {
    expect(CONNECTIVITY_BADGE).toEqual({ online: null, offline: "Offline", reconnecting: "Reconnecting..." });
  });
});
