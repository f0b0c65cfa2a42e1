import { describe, expect, it } from "vitest";
import { pushAvailability, PUSH_COPY, type BrowserFacts } from "./push-support";

const desktop: BrowserFacts = {
  hasServerKey: true,
  hasServiceWorker: true,
  hasPushManager: true,
  permission: "default",
  isIos: false,
  isStandalone: false,
};

describe("pushAvailability", () => {
  it("is ready on a browser with push and no decision yet, or with permission granted", () => {
    expect(pushAvailability(desktop)).toEqual({ state: "ready" });
    expect(pushAvailability({ ...desktop, permission: "granted" })).toEqual({ state: "ready" });
  });

  it("says when the server has no keys, before anything about the browser", () => {
    expect(pushAvailability({ ...desktop, hasServerKey: false, hasPushManager: false }).state).toBe("server-off");
  });

  it("guides iPhone users to the Home Screen, and lets the installed app through", () => {
    const safari = { ...desktop, isIos: true, hasPushManager: false };
    expect(pushAvailability(safari)).toEqual({
      state: "install-first",
      message: PUSH_COPY.installTitle,
      steps: PUSH_COPY.installSteps,
    });
    expect(pushAvailability({ ...safari, isStandalone: true, hasPushManager: true }).state).toBe("ready");
  });

  it("names a browser without push, and a blocked permission", () => {
    expect(pushAvailability({ ...desktop, hasPushManager: false }).state).toBe("unsupported");
    expect(pushAvailability({ ...desktop, permission: "denied" })).toEqual({
      state: "blocked",
      message: PUSH_COPY.blocked,
    });
  });
});
