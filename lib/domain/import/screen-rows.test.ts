import { describe, expect, test } from "vitest";
import { MULTI_KIND_POSITIVES } from "../safety/partner-harm-corpus";
import { HELD_OUT_NEGATIVES, HELD_OUT_POSITIVES } from "../safety/partner-harm-holdout";
import { PARTNER_HARM_NEGATIVES } from "../safety/partner-harm-negatives";
import { CONTROL_POSITIVES } from "../safety/partner-harm-positives-control";
import { VIOLENCE_POSITIVES } from "../safety/partner-harm-positives-violence";
import { screenText } from "../safety/screen";
import { SAFETY_CORPUS } from "../safety/screen-corpus";
import { DISGUISED, WORLD_NEGATIVES, WORLD_POSITIVES } from "../safety/screen-corpus-world";
import { screenRows } from "./screen-rows";

const CORPUS = [
  ...SAFETY_CORPUS,
  ...DISGUISED,
  ...WORLD_POSITIVES,
  ...WORLD_NEGATIVES,
  ...MULTI_KIND_POSITIVES,
  ...VIOLENCE_POSITIVES,
  ...CONTROL_POSITIVES,
  ...HELD_OUT_POSITIVES,
  ...HELD_OUT_NEGATIVES,
  ...PARTNER_HARM_NEGATIVES,
].map((entry) => entry.text);

/** Calm neighbours, some ending or starting the way a rule looks around a phrase (a negation, single letters). */
const CALM = [
  "A walk, then coffee with friends. Slept well 🌙",
  "I would never",
  "He did not",
  "a b",
  "k i",
  "Dinner was fine, and",
  "so tired lol",
];

const alone = (text: string, partnerNames: string[]) => {
  const result = screenText(text, { partnerNames });
  return result.categories.length > 0 || result.partnerHarm.length > 0 ? result : null;
};

describe("screenRows", () => {
  test.each([[[]], [["Sam"]]])(
    "every corpus text gets exactly its screen alone among calm neighbours in batches (names %j)",
    (partnerNames) => {
      // Each text between calm ones, shuffled so a text's neighbours differ from its place in the corpus.
      const rows = CORPUS.flatMap((text, i) => [[CALM[i % CALM.length]!], [text, CALM[(i + 3) % CALM.length]!]]);
      const screened = new Map(screenRows(rows, { partnerNames }).map((row) => [row.index, row.result]));
      const expected = rows.map((texts) => {
        const results = texts.map((text) => alone(text, partnerNames)).filter((r) => r !== null);
        return results.length === 0 ? null : results;
      });
      let found = 0;
      rows.forEach((texts, index) => {
        const want = expected[index];
        if (!want) {
          expect(screened.get(index), texts.join(" | ")).toBeUndefined();
          return;
        }
        found++;
        expect(screened.get(index), texts.join(" | ")).toEqual({
          categories: [...new Set(want.flatMap((r) => r.categories))].sort(byOrder(want.map((r) => r.categories))),
          partnerHarm: [...new Set(want.flatMap((r) => r.partnerHarm))].sort(byOrder(want.map((r) => r.partnerHarm))),
        });
      });
      // The corpus has hundreds of positives: the comparison is not vacuous.
      expect(found).toBeGreaterThan(400);
    },
  );

  test("calm rows give nothing; empty and missing texts are skipped; a row's texts are joined", () => {
    expect(screenRows([["A good day"], [null, ""], [undefined]])).toEqual([]);
    const [row] = screenRows([["Fine"], ["Sam checks my phone every night", "I want to kill myself"]], {
      partnerNames: ["Sam"],
    });
    expect(row?.index).toBe(1);
    expect(row?.result.categories).toContain("suicide");
    expect(row?.result.partnerHarm).toContain("monitoring");
  });
});

/** Sorts findings in the screen's own order (the order the single screens give them in). */
function byOrder<T extends string>(lists: readonly (readonly T[])[]) {
  const order = [...new Set(lists.flat())];
  return (a: T, b: T) => order.indexOf(a) - order.indexOf(b);
}
