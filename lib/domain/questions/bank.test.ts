import { describe, expect, test } from "vitest";
import { QUESTION_BANK, questionById } from "./bank";
import { QUESTION_CATEGORIES, type Question, type QuestionCategory } from "./types";

const active = QUESTION_BANK.filter((question) => !question.retired);
const count = (keep: (question: Question) => boolean) => active.filter(keep).length;

/** Lower-case words, apostrophes kept inside a word ("don't"), a possessive 's dropped ("people's" -> "people"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\u2019/g, "'")
    .split(/[^a-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, "").replace(/'s$/, ""))
    .filter(Boolean);
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

describe("how much there is", () => {
  test("at least 440 questions that can still be asked", () => {
    expect(active.length).toBeGreaterThanOrEqual(440);
  });

  test.each([
    ["light", 40],
    ["memories", 40],
    ["dreams", 40],
    ["values", 40],
    ["appreciation", 40],
    ["everyday", 40],
    ["intimacy", 30],
    ["repair", 40],
  ] satisfies [QuestionCategory, number][])("%s has at least %i", (category, minimum) => {
    expect(count((question) => question.category === category)).toBeGreaterThanOrEqual(minimum);
  });

  test("enough at each depth: light for the first days, then personal, then deep", () => {
    expect(count((question) => question.depth === 1)).toBeGreaterThanOrEqual(120);
    expect(count((question) => question.depth === 2)).toBeGreaterThanOrEqual(180);
    expect(count((question) => question.depth === 3)).toBeGreaterThanOrEqual(100);
  });

  test("every category has questions at every depth, so depth can grow within each", () => {
    for (const category of QUESTION_CATEGORIES) {
      for (const depth of [1, 2, 3] as const) {
        expect(
          count((question) => question.category === category && question.depth === depth),
          `${category} ${depth}`,
        ).toBeGreaterThan(0);
      }
    }
  });
});

describe("ids", () => {
  test("are <category>-<three digits>, naming the question's own category", () => {
    for (const question of QUESTION_BANK) {
      expect(question.id).toMatch(/^[a-z]+-\d{3}$/);
      expect(question.id.slice(0, -4)).toBe(question.category);
      expect(QUESTION_CATEGORIES).toContain(question.category);
      expect([1, 2, 3]).toContain(question.depth);
    }
  });

  test("are unique", () => {
    expect(new Set(QUESTION_BANK.map((question) => question.id)).size).toBe(QUESTION_BANK.length);
  });

  test("run 001, 002, ... within each category, in order and without gaps", () => {
    for (const category of QUESTION_CATEGORIES) {
      const ids = QUESTION_BANK.filter((question) => question.category === category).map((question) => question.id);
      expect(ids).toEqual(ids.map((_, index) => `${category}-${String(index + 1).padStart(3, "0")}`));
    }
  });
});

describe("each question's wording", () => {
  test.each(QUESTION_BANK.map((question) => [question.id, question.text]))(
    "%s is one plain sentence of at most 140 characters, ending with its only question mark",
    (_, text) => {
      expect(text.length).toBeLessThanOrEqual(140);
      expect(text).toMatch(/^[A-Z][^?]*\?$/);
      expect(text).not.toMatch(/[.!;:]\s/); // a second sentence
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/\s{2}|[\u2018\u2019\u201c\u201d\u2026]/); // double spaces, typographic quotes
    },
  );

  // Whole words only ("ex" is not "explore"). The solo reflection and a couple who met last week use the same bank, so
  // nothing may assume a gender, marriage, children, a shared home, money, faith or ability, name a past partner, or
  // ask about harm; and the words are the same in British and American English.
  const banned = {
    "gender and family roles":
      "husband wife wives boyfriend girlfriend spouse he she him her his hers man woman men women boy girl guy guys " +
      "mum mom dad mother father parent parents sibling brother sister",
    "marriage and children":
      "marriage married marry wedding anniversary engaged kids kid children child baby babies pregnant pregnancy",
    "past partners": "ex exes former previous dated dating",
    "harm and pressure":
      "abuse abused abusive trauma traumatic violence assault suicide suicidal self-harm harm kill die died death " +
      "dead grief divorce cheat cheated affair addiction drunk alcohol secret secrets confess worst shame ashamed",
    explicit: "sex sexy sexual sexuality naked nude orgasm bed bedroom kiss kissing",
    faith: "church god pray prayer religion religious faith soul spiritual sacred sin",
    "money and work": "salary money income debt rich wealthy afford buy price paid lottery boss career job",
    ability: "walk walking run running hike hiking dance dancing",
    "shared home": "roommate housemate chores our us we we're",
    "regional spellings":
      "favourite favorite colour color humour humor behaviour behavior honour honor neighbour neighbor apologise " +
      "apologize realise realize organise organize recognise recognize centre center theatre theater cosy cozy " +
      "travelling traveling travelled traveled savour savor grey gray vacation holiday fulfil fulfill judgement " +
      "judgment flavour flavor practise program programme ageing aging y'all",
  };
  const bannedWords = new Set(Object.values(banned).flatMap((list) => list.split(" ")));

  test.each(QUESTION_BANK.map((question) => [question.id, question.text]))("%s uses no banned word", (_, text) => {
    expect(words(text).filter((word) => bannedWords.has(word))).toEqual([]);
  });

  test("only intimacy, which one person alone is never asked, speaks of a partner or of the two of you", () => {
    const coupleWords = new Set(["partner", "partner's", "partners", "we", "us", "our", "ours"]);
    const outside = QUESTION_BANK.filter((question) => question.category !== "intimacy");
    expect(outside.filter((question) => words(question.text).some((word) => coupleWords.has(word)))).toEqual([]);
    expect(outside.filter((question) => /two of you/i.test(question.text))).toEqual([]);
  });
});

describe("no question is asked twice", () => {
  test("no two texts are the same, ignoring case and punctuation", () => {
    const seen = new Map<string, string>();
    for (const question of QUESTION_BANK) {
      const key = words(question.text).join(" ");
      expect(seen.get(key), `${question.id} repeats`).toBeUndefined();
      seen.set(key, question.id);
    }
  });

  test("no two are near-duplicates (their word sets overlap less than 80%)", () => {
    const sets = QUESTION_BANK.map((question) => ({ id: question.id, words: new Set(words(question.text)) }));
    const near: string[] = [];
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        if (jaccard(sets[i]!.words, sets[j]!.words) >= 0.8) near.push(`${sets[i]!.id} ~ ${sets[j]!.id}`);
      }
    }
    expect(near).toEqual([]);
  });
});

describe("questionById", () => {
  test("finds every question by its id, the very same object", () => {
    for (const question of QUESTION_BANK) expect(questionById(question.id)).toBe(question);
  });

  test("is undefined for an id the bank does not have", () => {
    expect(questionById("light-999")).toBeUndefined();
    expect(questionById("")).toBeUndefined();
    expect(questionById("LIGHT-001")).toBeUndefined();
  });
});
