/**
 * The ways a message can hide a phrase from the screen, undone before matching (issue #30). A probe got past the
 * English screen with look-alike letters from other scripts ("kіll" with a Cyrillic і, Greek κ, a capital I for an l,
 * small capitals), with letters split apart ("k i l l", "k.i.l.l", "su-i-cide", "d i e") and with words run together
 * ("killmyself"). Each helper here returns a reading of the text; screenText tries every reading, so a reading that
 * turns harmless text into nonsense costs nothing, and one that reveals a phrase catches it.
 */

/**
 * Letters that look like a lowercase Latin letter, from Cyrillic, Greek, Armenian, IPA and the small capitals: the part
 * of Unicode's confusables data (UTS #39, confusables.txt) that maps to one Latin letter and is used to dodge filters.
 * NFKC already folds the full-width, mathematical, circled and other styled forms, so they are not listed. Each
 * group pairs its letters with the Latin ones, position by position.
 */
export const LOOKALIKE_GROUPS: readonly (readonly [script: string, from: string, to: string])[] = [
  ["Cyrillic", "аеёіїјкморсухѕԁһӏԛԝвнтпгьАВЕКМНОРСТХУІЈЅԀҺӀ", "aeeiijkmopcyxsdhlqwbhtnrbabekmhopctxyijsdhl"],
  ["Greek", "αβγεηικμνορςτυχωΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "abyenikuvopstuxwabezhikmnoptyx"],
  ["Armenian", "օսհոց", "ouhng"],
  ["small capitals and IPA", "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢɑɩıȷĸǀɵʋɡ", "abcdefghijklmnoprstuvwyzaiijklovg"],
];
const LOOKALIKES = new Map(LOOKALIKE_GROUPS.flatMap(([, from, to]) => [...from].map((c, i) => [c, to[i]!] as const)));
const LOOKALIKE = new RegExp(`[${[...LOOKALIKES.keys()].join("")}]`, "gu");

/**
 * Reads look-alike letters as the Latin letters they imitate, a capital I inside a lowercase word as an l ("kiIl",
 * "seIf") and a bar between letters as an l. Meant for the Latin-script rules only: it turns Russian into nonsense,
 * which is why the other scripts are matched on their own reading (nativeReading).
 */
export function foldLookalikes(text: string): string {
  return (
    text
      .normalize("NFKC")
      // The letter first, then what stands before it: the same matches, without looking back from every position.
      .replace(/I(?<=\p{Ll}\p{L}*I)/gu, "l")
      .replace(/\|(?<=\p{L}\|)(?=\p{L})/gu, "l")
      .replace(LOOKALIKE, (c) => LOOKALIKES.get(c) ?? c)
  );
}

/** Latin letters NFD does not take apart: read as the ASCII the Latin-script rules are written in. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "ss",
  ł: "l",
  Ł: "l",
  ø: "o",
  Ø: "o",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  đ: "d",
  Đ: "d",
  þ: "th",
  ð: "d",
  ħ: "h",
};
const LATIN_LETTER = new RegExp(`[${Object.keys(LATIN_LETTERS).join("")}]`, "g");

/** ß → ss, ł → l, ø → o…, so German, Polish, Danish or Turkish words survive the ASCII-only rules. */
export function asciiLetters(text: string): string {
  return text.replace(LATIN_LETTER, (c) => LATIN_LETTERS[c] ?? c);
}

// A separator someone puts between the letters of a word: a dot, a dash, a star, a bar…
const SEPARATOR = String.raw`[._\-·•*~+|/\\:,=^]`;
const INNER_SEPARATOR = new RegExp(String.raw`(?<=\p{L})${SEPARATOR}(?=\p{L})`, "gu");
// Three or more single letters in a row, apart by spaces or separators: "k i l l", "k . i . l . l", "d-i-e".
const SPACED_LETTERS = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’])\p{L}(?:(?:\s|${SEPARATOR})+\p{L}(?![\p{L}\p{N}'’])){2,}`,
  "gu",
);
const CJK = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;
const SPACE_IN_CJK = new RegExp(String.raw`(?<=${CJK})\s+(?=${CJK})`, "gu");

/**
 * Readings of the text with split letters put back together: separators inside words dropped ("su-i-cide",
 * "k.i.l.l"), runs of single letters joined ("k i l l", "I want to d i e"), and spaces inside Chinese or Japanese
 * text dropped. A run that starts or ends with "i" or "a" is also read with that word kept apart ("i k i l l" →
 * "i kill", "I w i s h I was" → "I wish I was"). Returns only readings that differ from the text.
 */
export function rejoinedReadings(text: string): string[] {
  // The pronoun "I" or the article "a" is a single letter too, and may stand at either end of a run.
  const apart = (letters: string, end: "leading" | "trailing") =>
    letters.length > 3 && /^[ia]$/i.test(end === "leading" ? letters[0]! : letters.at(-1)!)
      ? end === "leading"
        ? `${letters[0]} ${letters.slice(1)}`
        : `${letters.slice(0, -1)} ${letters.at(-1)}`
      : letters;
  const joined = (leading: boolean, trailing: boolean) =>
    text
      .replace(SPACED_LETTERS, (run) => {
        let letters = run.replace(new RegExp(String.raw`(?:\s|${SEPARATOR})+`, "gu"), "");
        if (leading) letters = apart(letters, "leading");
        if (trailing) letters = apart(letters, "trailing");
        return letters;
      })
      .replace(INNER_SEPARATOR, "")
      .replace(SPACE_IN_CJK, "");
  // Without a run of single letters the four readings are one: worked out once (the bulk import's cost, decision 080).
  const readings =
    text.search(SPACED_LETTERS) === -1
      ? [joined(false, false)]
      : [joined(false, false), joined(true, false), joined(false, true), joined(true, true)];
  return [...new Set(readings)].filter((reading) => reading !== text);
}

/**
 * The letter-level folds of the non-Latin reading, safe to apply to the lexicon's own patterns too (it leaves ASCII
 * punctuation alone): NFKC, lowercase, marks dropped (Arabic vowel signs, Devanagari vowel signs and nukta, the
 * Russian breve of й, Japanese voicing marks), and Arabic letters written several ways read one way.
 */
export function foldLetters(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ـ/g, "")
    .normalize("NFC");
}

// Zero-width and bidi format characters: invisible, and a known way to slip words past filters.
export const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/**
 * The reading for the rules of other scripts (Cyrillic, Chinese, Japanese, Devanagari, Arabic): letters folded as the
 * lexicon is, every run of anything but letters and digits one space, Latin look-alikes inside a Cyrillic word read
 * as the Cyrillic letters they imitate ("умерeть" with a Latin e).
 */
export function nativeReading(text: string): string {
  return foldLetters(text.replace(INVISIBLE, ""))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\p{L}+/gu, (word) =>
      /\p{Script=Cyrillic}/u.test(word) ? word.replace(/[aeopcyxk]/g, (c) => LATIN_TO_CYRILLIC[c] ?? c) : word,
    )
    .trim();
}

const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: "а",
  e: "е",
  o: "о",
  p: "р",
  c: "с",
  y: "у",
  x: "х",
  k: "к",
};
