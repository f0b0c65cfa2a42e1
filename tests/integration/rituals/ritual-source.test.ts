import { eq } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { userSettings } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { loadRituals } from "@/lib/services/rituals/load-rituals";
import { person } from "../../helpers/couples";
import { sessionUserOf as userOf } from "../../helpers/session-user";

/**
 * What /rituals says about where its rituals come from (issue #35, decision 064): the curated library without a model
 * (the default: no OPENAI_API_KEY) or with AI suggestions turned off; a model only when one is configured and the
 * person has AI suggestions on. The screen's words follow `source` (components/rituals/rituals-screen.test.tsx).
 */

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

function configureModel() {
  // aiModel() only builds a client here; nothing is called, so no server is needed.
  vi.stubEnv("OPENAI_API_KEY", "sk-test");
  vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
  resetEnvForTests();
}

test("no model configured: the library", async () => {
  const me = await person();
  expect((await loadRituals({ user: userOf(me) })).source).toBe("library");
});

test("a model configured: the model, unless the person turned AI suggestions off", async () => {
  configureModel();
  const me = await person();
  expect((await loadRituals({ user: userOf(me) })).source).toBe("model");
  await db().update(userSettings).set({ aiSuggestions: false }).where(eq(userSettings.userId, me));
  expect((await loadRituals({ user: userOf(me) })).source).toBe("library");
});
