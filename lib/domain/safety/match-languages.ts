import { LATIN_LANGUAGE_LEXICON } from "./lexicon-latin-languages";
import { OTHER_SCRIPTS_LEXICON, UNSPACED_LANGUAGES } from "./lexicon-other-scripts";
import { foldLetters } from "./normalise";
import type { SafetyCategory } from "./screen";

/*
 * The screen's matchers beyond its English rules (issue #30): the other languages' phrases, and phrases typed as one
 * word ("killmyself", "iwanttodie").
 */

type Matchers = readonly (readonly [SafetyCategory, RegExp])[];

/** Folds a pattern's non-ASCII letters as nativeReading folds the text, leaving its regex syntax (all ASCII) alone. */
function foldPattern(source: string): string {
  return source.replace(/[^\x00-\x7F]+/g, (run) => foldLetters(run));
}

function compile(
  lexicon: Readonly<Record<string, Partial<Record<SafetyCategory, readonly string[]>>>>,
  wrap: (language: string, alternatives: string) => RegExp,
): Matchers {
  return Object.entries(lexicon).flatMap(([language, categories]) =>
    Object.entries(categories).map(
      ([category, fragments]) =>
        [category as SafetyCategory, wrap(language, fragments.map((f) => `(?:${f})`).join("|"))] as const,
    ),
  );
}

const LATIN_LANGUAGES = compile(LATIN_LANGUAGE_LEXICON, (_, alternatives) => new RegExp(`\\b(?:${alternatives})\\b`));
const OTHER_SCRIPTS = compile(OTHER_SCRIPTS_LEXICON, (language, alternatives) => {
  const folded = foldPattern(alternatives);
  // Arabic attaches "and", "with" and object pronouns to the word, so its phrases are matched inside words too.
  return UNSPACED_LANGUAGES.has(language) || language === "ar"
    ? new RegExp(folded, "u")
    : new RegExp(`(?<![\\p{L}\\p{N}])(?:${folded})(?![\\p{L}\\p{N}])`, "u");
});

/** The categories whose phrases in another Latin-script language occur in a Latin reading of a message. */
export function latinLanguageCategories(latinReading: string): SafetyCategory[] {
  return LATIN_LANGUAGES.filter(([, regex]) => regex.test(latinReading)).map(([category]) => category);
}

/** The categories whose Russian, Chinese, Japanese, Hindi or Arabic phrases occur in the native reading. */
export function otherScriptCategories(nativeReading: string): SafetyCategory[] {
  return OTHER_SCRIPTS.filter(([, regex]) => regex.test(nativeReading)).map(([category]) => category);
}

/**
 * Phrases that are unmistakable even with the spaces taken out, as typed run together. Single words ("suicide") are
 * the English rules' business: they know its idioms ("suicide squad").
 */
const RUN_TOGETHER: Readonly<Record<string, SafetyCategory>> = {
  killmyself: "suicide",
  killingmyself: "suicide",
  endmylife: "suicide",
  endingmylife: "suicide",
  takemylife: "suicide",
  takemyownlife: "suicide",
  wanttodie: "suicide",
  wannadie: "suicide",
  wishiwasdead: "suicide",
  betteroffdead: "suicide",
  dontwanttolive: "suicide",
  dontwanttobealive: "suicide",
  dontwanttoexist: "suicide",
  unalivemyself: "suicide",
  hangmyself: "suicide",
  hurtmyself: "self_harm",
  cutmyself: "self_harm",
  harmmyself: "self_harm",
  burnmyself: "self_harm",
};

/** Words that may stand around a run-together phrase in the same token ("iwanttodie", "killmyselfnow"). */
const FILLERS = new Set(
  "i im ill id ive just really so gonna going to wanna want now tonight today rn lol pls please honestly literally about will would should might could can cant dont and then all".split(
    " ",
  ),
);

/** Whether `rest` is made of filler words only (or is empty), by trying every split. */
function fillerOnly(rest: string): boolean {
  const can = [true, ...Array<boolean>(rest.length).fill(false)];
  for (let end = 1; end <= rest.length; end++)
    for (let start = Math.max(0, end - 11); start < end && !can[end]; start++)
      can[end] = can[start]! && FILLERS.has(rest.slice(start, end));
  return can[rest.length]!;
}

/**
 * The categories of run-together phrases in a Latin reading: a token that holds one of RUN_TOGETHER's phrases with
 * nothing but filler words around it. "wanttodiet" stays unflagged: "t" is no filler.
 */
export function runTogetherCategories(latinReading: string): SafetyCategory[] {
  const found: SafetyCategory[] = [];
  for (const token of latinReading.split(" ")) {
    if (token.length < 7) continue;
    for (const [phrase, category] of Object.entries(RUN_TOGETHER)) {
      const at = token.indexOf(phrase);
      if (at >= 0 && fillerOnly(token.slice(0, at)) && fillerOnly(token.slice(at + phrase.length)))
        found.push(category);
    }
  }
  return found;
}
