import { describe, expect, test } from "vitest";
import { MULTI_KIND_POSITIVES, type PartnerHarmCorpusEntry } from "./partner-harm-corpus";
import { HELD_OUT_NEGATIVES, HELD_OUT_POSITIVES } from "./partner-harm-holdout";
import { SAFETY_CORPUS } from "./screen-corpus";
import { WORLD_NEGATIVES } from "./screen-corpus-world";
import { PARTNER_HARM_NEGATIVES } from "./partner-harm-negatives";
import { CONTROL_POSITIVES } from "./partner-harm-positives-control";
import { VIOLENCE_POSITIVES } from "./partner-harm-positives-violence";
import { normaliseForScreening, PARTNER_HARM_KINDS, type PartnerHarmKind, screenText } from "./screen";
import { nameAsPartner, partnerHarmKinds } from "./partner-harm";

const POSITIVES = [...VIOLENCE_POSITIVES, ...CONTROL_POSITIVES, ...MULTI_KIND_POSITIVES];

/** Each entry with what the screen found, computed once for every figure below. */
const screened = (entries: readonly PartnerHarmCorpusEntry[]) =>
  entries.map((entry) => ({ ...entry, found: screenText(entry.text).partnerHarm }));

const fixed = (value: number) => value.toFixed(3);

/**
 * Per kind: recall over the entries labelled with it, and precision over every entry (positives and negatives) the
 * screen gave it. The figures are in the test names, so a run prints them (`vitest --reporter=verbose`).
 */
function figures(positives: readonly PartnerHarmCorpusEntry[], negatives: readonly PartnerHarmCorpusEntry[]) {
  const pos = screened(positives);
  const neg = screened(negatives);
  const perKind = PARTNER_HARM_KINDS.map((kind) => {
    const labelled = pos.filter((entry) => entry.kinds.includes(kind));
    const caught = labelled.filter((entry) => entry.found.includes(kind));
    const given = [...pos, ...neg].filter((entry) => entry.found.includes(kind));
    const right = given.filter((entry) => entry.kinds.includes(kind));
    return {
      kind,
      recall: caught.length / labelled.length,
      precision: given.length === 0 ? 1 : right.length / given.length,
      caught: caught.length,
      labelled: labelled.length,
      right: right.length,
      given: given.length,
      missed: labelled.filter((entry) => !entry.found.includes(kind)).map((entry) => entry.text),
    };
  });
  const flagged = pos.filter((entry) => entry.found.length > 0).length;
  const falsePositives = neg.filter((entry) => entry.found.length > 0);
  return {
    perKind,
    recall: flagged / pos.length,
    flagged,
    positives: pos.length,
    falsePositiveRate: falsePositives.length / neg.length,
    falsePositives: falsePositives.map((entry) => `${entry.text} → ${entry.found.join(",")}`),
    negatives: neg.length,
  };
}

/** A row's figures as a test name: "fear: recall 0.975 (39/40), precision 1.000 (39/39)". */
const named = (row: ReturnType<typeof figures>["perKind"][number]) =>
  `${row.kind}: recall ${fixed(row.recall)} (${row.caught}/${row.labelled}), precision ${fixed(row.precision)} (${row.right}/${row.given})`;

const tuning = figures(POSITIVES, PARTNER_HARM_NEGATIVES);
const heldOut = figures(HELD_OUT_POSITIVES, HELD_OUT_NEGATIVES);

describe("the tuning corpus (partner-harm-corpus.ts and its positives and negatives files)", () => {
  test(`is big enough to mean something: ${tuning.positives} positives, ${tuning.negatives} negatives`, () => {
    expect(tuning.positives).toBeGreaterThanOrEqual(150);
    expect(tuning.negatives).toBeGreaterThanOrEqual(150);
    for (const { labelled } of tuning.perKind) expect(labelled).toBeGreaterThanOrEqual(20);
  });

  test.each(tuning.perKind.map((row) => [named(row), row] as const))(
    "%s; recall ≥ 0.9, precision ≥ 0.9",
    (_, { recall, precision, missed }) => {
      expect(recall, missed.join(" | ")).toBeGreaterThanOrEqual(0.9);
      expect(precision).toBeGreaterThanOrEqual(0.9);
    },
  );

  test(`any kind: recall ${fixed(tuning.recall)} (${tuning.flagged}/${tuning.positives}) ≥ 0.9`, () => {
    expect(tuning.recall).toBeGreaterThanOrEqual(0.9);
  });

  test(`false-positive rate ${fixed(tuning.falsePositiveRate)} (${tuning.falsePositives.length}/${tuning.negatives}) ≤ 0.05`, () => {
    expect(tuning.falsePositiveRate, tuning.falsePositives.join(" | ")).toBeLessThanOrEqual(0.05);
  });
});

// Never used to tune the rules (partner-harm-holdout.ts): the honest figure. Its floors are the measured values
// rounded down, so a change that loses ground on unseen phrasings fails here.
describe("the held-out set", () => {
  test(`any kind: recall ${fixed(heldOut.recall)} (${heldOut.flagged}/${heldOut.positives}), at least 0.65`, () => {
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.65);
  });

  test(`false-positive rate ${fixed(heldOut.falsePositiveRate)} (${heldOut.falsePositives.length}/${heldOut.negatives}) ≤ 0.05`, () => {
    expect(heldOut.falsePositiveRate, heldOut.falsePositives.join(" | ")).toBeLessThanOrEqual(0.05);
  });

  test.each(heldOut.perKind.map((row) => [named(row), row] as const))(
    "%s; at least 6 phrases, precision ≥ 0.8",
    (_, { labelled, precision }) => {
      expect(labelled).toBeGreaterThanOrEqual(6);
      expect(precision).toBeGreaterThanOrEqual(0.8);
    },
  );
});

const kinds = (text: string, partnerNames?: readonly string[]): PartnerHarmKind[] =>
  screenText(text, { partnerNames }).partnerHarm;

describe("partner harm in screenText", () => {
  test("the brief's examples: the TV remote is not control; hitting, a checked phone, fear and isolation are", () => {
    expect(kinds("my partner controls the TV remote")).toEqual([]);
    expect(kinds("he hit me")).toEqual(["physical"]);
    expect(kinds("she checks my phone every night")).toEqual(["monitoring"]);
    expect(kinds("I'm scared of what he'll do")).toEqual(["fear"]);
    expect(kinds("they won't let me see my friends")).toEqual(["isolation"]);
  });

  test("a negation before a phrase lifts it; words that do not deny what follows do not", () => {
    expect(kinds("he has never hit me")).toEqual([]);
    expect(kinds("I'm not scared of him")).toEqual([]);
    expect(kinds("she doesn't check my phone")).toEqual([]);
    expect(kinds("I don't know why he hits me")).toEqual(["physical"]);
    expect(kinds("I can't believe he hit me")).toEqual(["physical"]);
    expect(kinds("I never thought he would check my phone")).toEqual(["monitoring"]);
  });

  test("a negation stays in its clause: a comma ends it", () => {
    expect(kinds("he's not a bad person, he just checks my phone")).toEqual(["monitoring"]);
    expect(kinds("It wasn't the first time, he hit me again")).toEqual(["physical"]);
  });

  test("a hypothetical is not a disclosure", () => {
    expect(kinds("if he ever hit me I'd leave")).toEqual([]);
    expect(kinds("if my partner checked my phone I'd be upset")).toEqual([]);
  });

  test("case, curly apostrophes, contractions spelt out, diacritics and look-alike letters read the same", () => {
    for (const text of [
      "HE WON'T LET ME SEE MY FRIENDS",
      "he won\u2019t let me see my friends",
      "he will not let me see my friends",
    ])
      expect(kinds(text)).toEqual(["isolation"]);
    expect(kinds("my fiancé hits me")).toEqual(["physical"]);
    expect(kinds("my fiance\u0301e hits me")).toEqual(["physical"]);
    expect(kinds("he ch\u0435cks my ph\u043Ene")).toEqual(["monitoring"]); // Cyrillic е and о
  });

  test("British and American spellings", () => {
    for (const text of ["he takes my paycheck", "he takes my paycheque", "he takes my pay cheque"])
      expect(kinds(text)).toEqual(["money"]);
    for (const text of ["he won't let me see my mum", "he won't let me see my mom", "she won't let me see my mates"])
      expect(kinds(text)).toEqual(["isolation"]);
    for (const text of ["she won't let me see a counsellor", "she won't let me see a counselor"])
      expect(kinds(text)).toEqual(["restriction"]);
    expect(kinds("he goes through my mobile")).toEqual(["monitoring"]);
    expect(kinds("he goes through my cellphone")).toEqual(["monitoring"]);
  });

  test("the partner's name stands for the partner when the service passes it, and only then", () => {
    expect(kinds("Sam hit me again")).toEqual([]);
    expect(kinds("Sam hit me again", ["Sam"])).toEqual(["physical"]);
    expect(kinds("sam hit me again", ["Sam"])).toEqual(["physical"]);
    expect(kinds("Zoë reads my messages", ["Zoë"])).toEqual(["monitoring"]);
    expect(kinds("Zoe reads my messages", ["Zoë"])).toEqual(["monitoring"]);
    expect(kinds("Jo-Ann controls my money", ["Jo-Ann"])).toEqual(["money"]);
    expect(kinds("I'm scared of Alex", ["Alex"])).toEqual(["fear"]);
    // A name full of regex syntax is matched literally, not as a pattern.
    expect(kinds("ab hit me", ["a.*"])).toEqual([]);
  });

  test("a name that is also a word stands for the partner only when capitalised, as names are written", () => {
    expect(kinds("Will checks my phone every night", ["Will"])).toEqual(["monitoring"]);
    expect(kinds("I will check my phone later", ["Will"])).toEqual([]);
    expect(kinds("i will check my phone later", ["will"])).toEqual([]);
  });

  test("nameAsPartner rewrites whole words only", () => {
    expect(nameAsPartner("Sam and Samantha", ["Sam"])).toBe("my partner and Samantha");
    expect(nameAsPartner("nothing to change", [])).toBe("nothing to change");
  });

  test("kinds come back in PARTNER_HARM_KINDS order, each once", () => {
    const text = "It's coercive control. He takes my wages, he hit me twice, he hit me again and he tracks my phone.";
    expect(kinds(text)).toEqual(["physical", "monitoring", "money", "named"]);
  });

  test("partner harm never changes the crisis categories the coach reads", () => {
    expect(screenText("she checks my phone every night")).toEqual({ categories: [], partnerHarm: ["monitoring"] });
    expect(screenText("he won't let me see my friends")).toEqual({ categories: ["abuse"], partnerHarm: ["isolation"] });
    expect(screenText("I want to die")).toEqual({ categories: ["suicide"], partnerHarm: [] });
  });

  test("partnerHarmKinds reads one normalised reading, the form screenText gives it", () => {
    expect(partnerHarmKinds(normaliseForScreening("He doesn't let me leave the house"))).toEqual(["restriction"]);
    expect(partnerHarmKinds("")).toEqual([]);
  });
});

describe("beside the crisis screen's own corpus (screen-corpus.ts)", () => {
  const byPartner = SAFETY_CORPUS.filter((entry) => entry.expected.includes("abuse"));

  test(`its English abuse phrases are all partner harm too (${byPartner.length} phrases)`, () => {
    expect(byPartner.filter((entry) => screenText(entry.text).partnerHarm.length === 0).map((e) => e.text)).toEqual([]);
  });

  test("none of its benign phrases, in any language, is partner harm", () => {
    const benign = [...SAFETY_CORPUS.filter((entry) => entry.expected.length === 0), ...WORLD_NEGATIVES];
    expect(benign.filter((entry) => screenText(entry.text).partnerHarm.length > 0).map((e) => e.text)).toEqual([]);
  });
});
