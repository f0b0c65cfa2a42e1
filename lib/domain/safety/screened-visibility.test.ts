import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PARTNER_HARM_KINDS, SAFETY_CATEGORIES, type ScreenResult, screenText } from "./screen";
import { type NoteVisibility, SHARE_CONFIRMATION_TEXT, screenedVisibility } from "./screened-visibility";

describe("screenedVisibility", () => {
  test("a private note stays private and asks nothing, whatever it says", () => {
    expect(
      screenedVisibility({ requested: "private", screen: screenText("he hit me"), confirmedShare: false }),
    ).toEqual({ visibility: "private", needsConfirmation: false });
  });

  test("a shared note with no partner harm in it is shared", () => {
    expect(
      screenedVisibility({ requested: "shared", screen: screenText("lovely walk today"), confirmedShare: false }),
    ).toEqual({ visibility: "shared", needsConfirmation: false });
  });

  test("a shared note about harm by a partner is held private until its author confirms", () => {
    const screen = screenText("she checks my phone every night");
    expect(screenedVisibility({ requested: "shared", screen, confirmedShare: false })).toEqual({
      visibility: "private",
      needsConfirmation: true,
    });
    expect(screenedVisibility({ requested: "shared", screen, confirmedShare: true })).toEqual({
      visibility: "shared",
      needsConfirmation: false,
    });
  });

  test("the crisis screen's abuse category (other languages) asks too; a crisis without a partner does not", () => {
    const abuse: ScreenResult = { categories: ["abuse"], partnerHarm: [] };
    expect(screenedVisibility({ requested: "shared", screen: abuse, confirmedShare: false }).needsConfirmation).toBe(
      true,
    );
    expect(
      screenedVisibility({ requested: "shared", screen: screenText("I want to die"), confirmedShare: false }),
    ).toEqual({ visibility: "shared", needsConfirmation: false });
  });

  test("the rule, for every input: shared only as the author chose, and never unconfirmed past partner harm", () => {
    const screens = fc.record({
      categories: fc.subarray([...SAFETY_CATEGORIES]),
      partnerHarm: fc.subarray([...PARTNER_HARM_KINDS]),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<NoteVisibility>("private", "shared"),
        screens,
        fc.boolean(),
        (requested, screen, confirmedShare) => {
          const out = screenedVisibility({ requested, screen, confirmedShare });
          const harm = screen.partnerHarm.length > 0 || screen.categories.includes("abuse");
          // Only the visibility and whether to ask: nothing else exists to be stored or sent.
          expect(Object.keys(out).sort()).toEqual(["needsConfirmation", "visibility"]);
          if (out.visibility === "shared") expect(requested === "shared" && (!harm || confirmedShare)).toBe(true);
          if (out.needsConfirmation) expect(out.visibility).toBe("private");
          expect(out.needsConfirmation).toBe(requested === "shared" && harm && !confirmedShare);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("the question defaults to keeping the note private, and says the partner never sees it", () => {
    expect(SHARE_CONFIRMATION_TEXT.keepPrivate).toBe("Keep it private");
    expect(SHARE_CONFIRMATION_TEXT.explanation).toContain("Your partner never sees this question.");
  });
});
