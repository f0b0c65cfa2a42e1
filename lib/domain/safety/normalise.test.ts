import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  asciiLetters,
  foldLetters,
  foldLookalikes,
  LOOKALIKE_GROUPS,
  nativeReading,
  rejoinedReadings,
} from "./normalise";

describe("foldLookalikes", () => {
  test("every group pairs each look-alike with one Latin letter", () => {
    for (const [script, from, to] of LOOKALIKE_GROUPS) {
      expect([...from].length, script).toBe([...to].length);
      expect(to, script).toMatch(/^[a-z]+$/);
    }
  });

  test("Cyrillic, Greek, small capitals and a capital I inside a word read as the Latin letters they imitate", () => {
    expect(foldLookalikes("kіll ѕuісіdе")).toBe("kill suicide");
    expect(foldLookalikes("κill")).toBe("kill");
    expect(foldLookalikes("ꜱᴇʟꜰ ʜᴀʀᴍ")).toBe("self harm");
    expect(foldLookalikes("kiIl seIf")).toBe("kill self");
    expect(foldLookalikes("ki|l")).toBe("kill");
  });

  test("a capital I that starts a word stays an I, and plain ASCII is left as it is", () => {
    expect(foldLookalikes("I think It is fine")).toBe("I think It is fine");
    fc.assert(fc.property(fc.stringMatching(/^[a-z .,!?']*$/), (text) => foldLookalikes(text) === text));
  });

  test("full-width, bold and circled letters are folded by NFKC first", () => {
    expect(foldLookalikes("ｋｉｌｌ 𝐦𝐲𝐬𝐞𝐥𝐟 ⓓⓘⓔ")).toBe("kill myself die");
  });
});

describe("rejoinedReadings", () => {
  test("single letters apart are joined, by spaces or by separators; a leading i or a is also read apart", () => {
    expect(rejoinedReadings("k i l l myself")).toContain("kill myself");
    expect(rejoinedReadings("I want to d i e")).toContain("I want to die");
    expect(rejoinedReadings("k.i.l.l myself")).toContain("kill myself");
    expect(rejoinedReadings("k - i - l - l")).toContain("kill");
    expect(rejoinedReadings("i k i l l myself")).toEqual(expect.arrayContaining(["ikill myself", "i kill myself"]));
  });

  test("a separator inside a word is dropped", () => {
    expect(rejoinedReadings("su-i-cide")).toContain("suicide");
    expect(rejoinedReadings("s*u*i*c*i*d*e")).toContain("suicide");
  });

  test("spaces inside Chinese or Japanese text are dropped", () => {
    expect(rejoinedReadings("死 に た い")).toContain("死にたい");
    expect(rejoinedReadings("我 想 死")).toContain("我想死");
  });

  test("text with nothing pulled apart gives no other reading", () => {
    expect(rejoinedReadings("we had a lovely walk today")).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{2,8}$/), { maxLength: 8 }), (words) =>
        rejoinedReadings(words.join(" ")).every((reading) => reading === words.join(" ")),
      ),
    );
  });

  test("any word pulled apart by one separator is put back together (property)", () => {
    const separators = [" ", ".", "-", "*", " . ", "_", "·"];
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,10}$/), fc.constantFrom(...separators), (word, separator) => {
        const pulled = `so ${[...word].join(separator)} then`;
        return [pulled, ...rejoinedReadings(pulled)].some((reading) => reading.includes(` ${word} `));
      }),
    );
  });
});

describe("the other scripts' reading", () => {
  test("Latin letters the ASCII rules cannot see become their ASCII reading", () => {
    expect(asciiLetters("Straße łza øl")).toBe("Strasse lza ol");
  });

  test("marks go, Arabic spellings are folded, and punctuation becomes one space", () => {
    expect(foldLetters("Ёлка й")).toBe("елка и");
    expect(foldLetters("أَرِيدُ أنْ أمُوت")).toBe("اريد ان اموت");
    expect(nativeReading("Хочу  умереть!!!")).toBe("хочу умереть");
  });

  test("a Latin look-alike inside a Cyrillic word reads as the Cyrillic letter", () => {
    expect(nativeReading("умерeть")).toBe("умереть");
    expect(nativeReading("hello world")).toBe("hello world");
  });

  test("folding is idempotent, so the lexicon and the text meet in the same form (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => foldLetters(foldLetters(text)) === foldLetters(text)),
    );
  });
});
