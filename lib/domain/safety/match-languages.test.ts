import { describe, expect, test } from "vitest";
import { LATIN_LANGUAGE_LEXICON } from "./lexicon-latin-languages";
import { OTHER_SCRIPTS_LEXICON } from "./lexicon-other-scripts";
import { latinLanguageCategories, otherScriptCategories, runTogetherCategories } from "./match-languages";
import { nativeReading } from "./normalise";
import { normaliseForScreening } from "./screen";

const latin = (text: string) => latinLanguageCategories(normaliseForScreening(text));
const native = (text: string) => otherScriptCategories(nativeReading(text));

describe("the lexicons", () => {
  test("thirteen languages besides English, each with suicide and abuse phrases", () => {
    const languages = [...Object.keys(LATIN_LANGUAGE_LEXICON), ...Object.keys(OTHER_SCRIPTS_LEXICON)];
    for (const language of ["es", "fr", "de", "pt", "it", "nl", "pl", "tr", "ru", "zh", "ja", "hi", "ar"]) {
      expect(languages).toContain(language);
      const lexicon = LATIN_LANGUAGE_LEXICON[language] ?? OTHER_SCRIPTS_LEXICON[language]!;
      expect(lexicon.suicide?.length, language).toBeGreaterThan(0);
      expect(lexicon.abuse?.length, language).toBeGreaterThan(0);
    }
  });

  test("the Latin-script phrases are written in the reading they are matched on: lowercase ASCII", () => {
    for (const [language, categories] of Object.entries(LATIN_LANGUAGE_LEXICON))
      for (const fragment of Object.values(categories).flat())
        expect(fragment.replace(/\\[bwsd]/g, ""), language).toMatch(/^[a-z0-9 ()?:|[\]*+\\{},!<=]*$/);
  });
});

describe("latinLanguageCategories", () => {
  test("accents, capitals and apostrophes do not matter: the reading drops them as the phrases do", () => {
    expect(latin("Ojalá estuviera MUERTA")).toEqual(["suicide"]);
    expect(latin("j’ai envie de mourir")).toEqual(["suicide"]);
    expect(latin("Ich möchte nicht mehr leben")).toEqual(["suicide"]);
    expect(latin("Mąż mnie bije")).toEqual(["abuse"]);
    expect(latin("ölmek istiyorum")).toEqual(["suicide"]);
  });

  test("each language's hyperbole is left alone", () => {
    for (const text of [
      "me muero de risa",
      "quiero morirme de la vergüenza",
      "je vais mourir de rire",
      "muoio dal ridere",
    ])
      expect(latin(text), text).toEqual([]);
  });

  test("a phrase must stand between word boundaries", () => {
    expect(latin("chcę umrzeć")).toEqual(["suicide"]);
    expect(latin("zachcę umrzećkolwiek")).toEqual([]);
  });
});

describe("otherScriptCategories", () => {
  test("Russian matches with й and ё or without, and with a Latin look-alike inside a word", () => {
    expect(native("он бьёт меня")).toEqual(["abuse"]);
    expect(native("он бьет меня")).toEqual(["abuse"]);
    expect(native("хочу умерeть")).toEqual(["suicide"]);
  });

  test("Chinese and Japanese match inside a sentence; 想死你了 (missed you to death) does not", () => {
    expect(native("最近我想死")).toEqual(["suicide"]);
    expect(native("仕事がつらくて死にたい")).toEqual(["suicide"]);
    expect(native("想死你了")).toEqual([]);
  });

  test("Arabic matches with or without its vowel signs and hamza", () => {
    expect(native("أُرِيدُ أَنْ أَمُوتَ")).toEqual(["suicide"]);
    expect(native("اريد ان اموت")).toEqual(["suicide"]);
  });

  test("Hindi matches with its vowel signs, whichever gender the verb takes", () => {
    expect(native("मैं मरना चाहता हूँ")).toEqual(["suicide"]);
    expect(native("मैं मरना चाहती हूँ")).toEqual(["suicide"]);
  });
});

describe("runTogetherCategories", () => {
  test("a phrase typed as one word, alone or with filler words around it", () => {
    expect(runTogetherCategories("killmyself")).toEqual(["suicide"]);
    expect(runTogetherCategories("iwanttodie")).toEqual(["suicide"]);
    expect(runTogetherCategories("imgonnakillmyselftonight")).toEqual(["suicide"]);
    expect(runTogetherCategories("i cutmyself")).toEqual(["self_harm"]);
  });

  test("anything but fillers around it, and it is another word: wanttodiet, skillmyself", () => {
    expect(runTogetherCategories("wanttodiet")).toEqual([]);
    expect(runTogetherCategories("skillmyself")).toEqual([]);
    expect(runTogetherCategories("kill myself")).toEqual([]);
  });
});
