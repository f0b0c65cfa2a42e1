import { describe, expect, it } from "vitest";

import { generateRitual, moodBandOf, type GenerateInput } from "./generate";
import { RITUAL_LIBRARY } from "./library";

const base: GenerateInput = {
  recentMood: null,
  recentConnection: null,
  hasPartner: true,
  existingTitles: [],
  moodBased: true,
  seed: 0,
};

const kindOf = (title: string) => RITUAL_LIBRARY.find((r) => r.title === title)!;
const seeds = Array.from({ length: 40 }, (_, i) => i * 7919 + 3);

describe("moodBandOf", () => {
  it("splits the −3..3 scale at −0.5 and 1", () => {
    expect(moodBandOf(null)).toBeNull();
    expect(moodBandOf(Number.NaN)).toBeNull();
    expect(moodBandOf(-3)).toBe("low");
    expect(moodBandOf(-0.51)).toBe("low");
    expect(moodBandOf(-0.5)).toBe("neutral");
    expect(moodBandOf(0)).toBe("neutral");
    expect(moodBandOf(1)).toBe("neutral");
    expect(moodBandOf(1.01)).toBe("high");
    expect(moodBandOf(3)).toBe("high");
  });
});

describe("generateRitual", () => {
  it("returns a library ritual with its kind and backup flag", () => {
    const result = generateRitual(base)!;
    const ritual = kindOf(result.title);
    expect(result).toEqual({
      title: ritual.title,
      description: ritual.description,
      type: ritual.kind,
      moodBased: false,
      backup: ritual.backup,
    });
  });

  it("never repeats an existing title, compared trimmed and case-insensitively", () => {
    const first = generateRitual(base)!;
    const next = generateRitual({ ...base, existingTitles: [`  ${first.title.toUpperCase()}  `] })!;
    expect(next.title).not.toBe(first.title);
    const taken = RITUAL_LIBRARY.slice(0, 60).map((r) => r.title.toLowerCase());
    for (const seed of seeds) {
      const result = generateRitual({ ...base, existingTitles: taken, seed })!;
      expect(taken).not.toContain(result.title.toLowerCase());
    }
  });

  it("offers only solo rituals without a partner, whatever the connection score", () => {
    for (const seed of seeds) {
      for (const recentConnection of [null, -3, 3]) {
        const result = generateRitual({ ...base, hasPartner: false, recentConnection, seed })!;
        expect(kindOf(result.title).solo).toBe(true);
      }
    }
  });

  it("gives a backup ritual after a very hard week, with or without a partner", () => {
    for (const seed of seeds) {
      for (const hasPartner of [true, false]) {
        const result = generateRitual({ ...base, recentMood: -1.5, hasPartner, recentConnection: -2, seed })!;
        expect(result.backup).toBe(true);
        expect(result.moodBased).toBe(true);
      }
    }
  });

  it("falls back to the mood band once every backup is taken", () => {
    const backups = RITUAL_LIBRARY.filter((r) => r.backup).map((r) => r.title);
    const result = generateRitual({ ...base, recentMood: -2, existingTitles: backups })!;
    expect(result.backup).toBe(false);
    expect(kindOf(result.title).moods).toContain("low");
    expect(result.moodBased).toBe(true);
  });

  it("prefers rituals suiting the mood band when mood-based", () => {
    for (const [mood, band] of [
      [-1, "low"],
      [0.3, "neutral"],
      [2, "high"],
    ] as const) {
      for (const seed of seeds) {
        const result = generateRitual({ ...base, recentMood: mood, seed })!;
        expect(kindOf(result.title).moods).toContain(band);
        expect(result.moodBased).toBe(true);
      }
    }
  });

  it("ignores mood entirely when the setting is off", () => {
    const off = { ...base, moodBased: false, recentMood: -2.5 };
    const results = seeds.map((seed) => generateRitual({ ...off, seed })!);
    expect(results.every((r) => !r.moodBased)).toBe(true);
    expect(results.some((r) => !r.backup)).toBe(true);
    expect(results.some((r) => !kindOf(r.title).moods.includes("low"))).toBe(true);
  });

  it("is not mood-based without any mood", () => {
    expect(generateRitual({ ...base, recentMood: null })!.moodBased).toBe(false);
  });

  it("prefers repair after a strained check-in, then connection once repair runs out", () => {
    for (const seed of seeds) {
      expect(generateRitual({ ...base, recentConnection: -1, seed })!.type).toBe("repair");
      expect(generateRitual({ ...base, recentConnection: -3, recentMood: 0, seed })!.type).toBe("repair");
    }
    const repairs = RITUAL_LIBRARY.filter((r) => r.kind === "repair").map((r) => r.title);
    for (const seed of seeds) {
      expect(generateRitual({ ...base, recentConnection: -2, existingTitles: repairs, seed })!.type).toBe("connection");
    }
  });

  it("prefers intimacy or connection after a warm check-in", () => {
    for (const seed of seeds) {
      const type = generateRitual({ ...base, recentConnection: 2, recentMood: 1.5, seed })!.type;
      expect(["intimacy", "connection"]).toContain(type);
    }
  });

  it("leaves the kind open for a middling connection score", () => {
    const types = new Set(seeds.map((seed) => generateRitual({ ...base, recentConnection: 0, seed })!.type));
    expect(types.size).toBeGreaterThan(1);
  });

  it("is deterministic for the same input", () => {
    const input = { ...base, recentMood: 0.4, recentConnection: 1, seed: 123_456_789 };
    expect(generateRitual(input)).toEqual(generateRitual({ ...input }));
  });

  it("varies with the seed, including negative and fractional seeds", () => {
    const titles = new Set(seeds.map((seed) => generateRitual({ ...base, seed })!.title));
    expect(titles.size).toBeGreaterThan(10);
    expect(generateRitual({ ...base, seed: -5 })).not.toBeNull();
    expect(generateRitual({ ...base, seed: 2.7 })).toEqual(generateRitual({ ...base, seed: 2 }));
    expect(generateRitual({ ...base, seed: Number.NaN })).toEqual(generateRitual({ ...base, seed: 0 }));
  });

  it("returns null only when every eligible title is taken", () => {
    const all = RITUAL_LIBRARY.map((r) => r.title);
    expect(generateRitual({ ...base, existingTitles: all })).toBeNull();
    const solo = RITUAL_LIBRARY.filter((r) => r.solo).map((r) => r.title);
    expect(generateRitual({ ...base, hasPartner: false, existingTitles: solo })).toBeNull();
    expect(generateRitual({ ...base, hasPartner: true, existingTitles: solo })).not.toBeNull();
  });
});
