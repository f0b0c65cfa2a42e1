import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LOOKALIKE_GROUPS } from "./normalise";
import { SAFETY_CORPUS } from "./screen-corpus";
import { DISGUISED, WORLD_NEGATIVES, WORLD_POSITIVES } from "./screen-corpus-world";
import { normaliseForScreening, SAFETY_CATEGORIES, type SafetyCategory, screenText } from "./screen";

const positives = SAFETY_CORPUS.filter((entry) => entry.expected.length > 0);
const negatives = SAFETY_CORPUS.filter((entry) => entry.expected.length === 0);

/** The phrases of one category that the screen did not flag with it; the failure message lists them. */
function missed(category: SafetyCategory): string[] {
  return positives
    .filter((entry) => entry.expected.includes(category))
    .filter((entry) => !screenText(entry.text).categories.includes(category))
    .map((entry) => entry.text);
}

describe("the labelled corpus", () => {
  test("is big enough to mean something: ≥ 120 positives over all five categories, ≥ 80 negatives", () => {
    expect(positives.length).toBeGreaterThanOrEqual(120);
    expect(negatives.length).toBeGreaterThanOrEqual(80);
    for (const category of SAFETY_CATEGORIES) {
      expect(positives.filter((entry) => entry.expected.includes(category)).length).toBeGreaterThanOrEqual(15);
    }
  });

  test.each(SAFETY_CATEGORIES)("recall for %s is at least 0.95", (category) => {
    const total = positives.filter((entry) => entry.expected.includes(category)).length;
    const misses = missed(category);
    expect((total - misses.length) / total, misses.join(" | ")).toBeGreaterThanOrEqual(0.95);
  });

  // Suicide and self-harm are where a miss costs most, so not one labelled phrase may slip through.
  test.each(["suicide", "self_harm"] as const)("recall for %s is 1.0", (category) => {
    expect(missed(category)).toEqual([]);
  });

  test("precision on ordinary talk is at least 0.95: nearly no negative is flagged", () => {
    const flagged = negatives
      .map((entry) => ({ text: entry.text, categories: screenText(entry.text).categories }))
      .filter((entry) => entry.categories.length > 0);
    const clean = (negatives.length - flagged.length) / negatives.length;
    expect(
      clean,
      flagged.map((entry) => `${entry.text} → ${entry.categories.join(",")}`).join(" | "),
    ).toBeGreaterThanOrEqual(0.95);
  });
});

describe("screenText", () => {
  test("an empty or blank message flags nothing", () => {
    expect(screenText("")).toEqual({ categories: [], partnerHarm: [] });
    expect(screenText("   \n\t ")).toEqual({ categories: [], partnerHarm: [] });
  });

  test("categories come back in SAFETY_CATEGORIES order, each once", () => {
    const text = "He hits me. I took too many pills. I want to die, I want to die, I want to die. I cut myself.";
    expect(screenText(text).categories).toEqual(["suicide", "self_harm", "abuse", "medical_emergency"]);
  });

  test("zero-width characters, curly quotes and extra spaces do not hide a phrase", () => {
    expect(screenText("i want to d\u200Bi\u200De").categories).toEqual(["suicide"]);
    expect(screenText("I don\u2019t   want to\n\nbe here anymore").categories).toEqual(["suicide"]);
    expect(screenText("he  won\u2019t let me\tsee my friends").categories).toEqual(["abuse"]);
  });

  test("leetspeak, elongations, full-width letters and symbols inside words are read as letters", () => {
    expect(screenText("k1ll mys3lf").categories).toEqual(["suicide"]);
    expect(screenText("kiiiill myself").categories).toEqual(["suicide"]);
    expect(screenText("su*cide").categories).toEqual(["suicide"]);
    expect(screenText("\uFF53\uFF55\uFF49\uFF43\uFF49\uFF44\uFF45").categories).toEqual(["suicide"]);
  });

  test("negation lifts a threat of violence but never a suicidal phrase", () => {
    expect(screenText("he has never hit me").categories).toEqual([]);
    expect(screenText("I would never hurt her").categories).toEqual([]);
    expect(screenText("I don't want to live").categories).toEqual(["suicide"]);
    expect(screenText("I'm not suicidal").categories).toEqual(["suicide"]);
  });
});

describe("normaliseForScreening", () => {
  test("lowercases, drops apostrophes and invisible characters, and keeps sentence breaks as a token", () => {
    expect(normaliseForScreening("I\u2019m  SO\u200B tired.  Really!!")).toBe("im so tired . really .");
  });

  test("squeezes a letter repeated three times or more to one or two on request", () => {
    expect(normaliseForScreening("kiiilll", "one")).toBe("kil");
    expect(normaliseForScreening("kiiilll", "two")).toBe("kiill");
    expect(normaliseForScreening("kiiilll")).toBe("kiiilll");
  });

  test("expands chat shorthand and leaves quantities alone", () => {
    expect(normaliseForScreening("gonna see u at 3am, 5kms away")).toBe("going to see you at 3am 5kms away");
  });
});

describe("disguises and other languages (issue #30)", () => {
  const flaggedAs = (text: string, expected: readonly SafetyCategory[]) =>
    expected.every((category) => screenText(text).categories.includes(category));

  test("every disguised phrase is caught: letters apart, run together, look-alikes, styled letters", () => {
    expect(DISGUISED.filter((entry) => !flaggedAs(entry.text, entry.expected)).map((entry) => entry.text)).toEqual([]);
  });

  test("each of the thirteen languages has phrases in the corpus, and every one is caught", () => {
    expect(WORLD_POSITIVES.length).toBeGreaterThanOrEqual(80);
    expect(
      WORLD_POSITIVES.filter((entry) => !flaggedAs(entry.text, entry.expected)).map((entry) => entry.text),
    ).toEqual([]);
  });

  test("recall over the whole corpus, English, disguised and other languages, is at least 0.98", () => {
    const all = [...positives, ...DISGUISED, ...WORLD_POSITIVES];
    const misses = all.filter((entry) => !flaggedAs(entry.text, entry.expected));
    expect((all.length - misses.length) / all.length, misses.map((m) => m.text).join(" | ")).toBeGreaterThanOrEqual(
      0.98,
    );
  });

  test("everyday talk in those languages raises no crisis card (false positives: 0 of the benign corpus)", () => {
    const flagged = WORLD_NEGATIVES.filter((entry) => screenText(entry.text).categories.length > 0);
    expect(flagged.map((entry) => `${entry.text} → ${screenText(entry.text).categories.join(",")}`)).toEqual([]);
  });

  const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD"];
  const LATIN_TO_LOOKALIKES = new Map<string, string[]>();
  for (const [, from, to] of LOOKALIKE_GROUPS)
    [...from].forEach((c, i) => LATIN_TO_LOOKALIKES.set(to[i]!, [...(LATIN_TO_LOOKALIKES.get(to[i]!) ?? []), c]));
  const suicidal = positives.filter((entry) => entry.expected.includes("suicide") && /^[\x20-\x7E]+$/.test(entry.text));

  test("invisible characters sprinkled anywhere never hide a suicidal phrase (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...suicidal),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ZERO_WIDTH)), { maxLength: 6 }),
        (entry, insertions) => {
          let text = entry.text;
          for (const [at, mark] of insertions) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + mark + text.slice(i);
          }
          return screenText(text).categories.includes("suicide");
        },
      ),
      { numRuns: 300 },
    );
  });

  test("letters swapped for look-alikes from other scripts never hide a suicidal phrase (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...suicidal), fc.infiniteStream(fc.nat()), (entry, picks) => {
        const text = [...entry.text.toLowerCase()]
          .map((c) => {
            const options = LATIN_TO_LOOKALIKES.get(c);
            const pick = picks.next().value;
            return options && pick % 2 === 0 ? options[pick % options.length]! : c;
          })
          .join("");
        return screenText(text).categories.includes("suicide");
      }),
      { numRuns: 300 },
    );
  });

  test("one word of a suicidal phrase spelt out letter by letter never hides it (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...suicidal),
        fc.nat(),
        fc.constantFrom(" ", ".", "-", "*", "_"),
        (entry, pick, separator) => {
          const words = entry.text.split(" ");
          const i = pick % words.length;
          if (!/^[a-z]{3,}$/i.test(words[i]!)) return true;
          words[i] = [...words[i]!].join(separator);
          return screenText(words.join(" ")).categories.includes("suicide");
        },
      ),
      { numRuns: 300 },
    );
  });
});

test("a message of coach length is screened in a few milliseconds", () => {
  const long = `${"we talked about the week and what we want to do on saturday, ".repeat(30)} i want to die`;
  screenText(long);
  const started = performance.now();
  for (let i = 0; i < 20; i++) expect(screenText(long).categories).toEqual(["suicide"]);
  // Generous: a busy CI machine. The point is that screening is not seconds.
  expect((performance.now() - started) / 20).toBeLessThan(100);
});
